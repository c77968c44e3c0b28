import type { Page } from "@playwright/test";
import { e2eServer } from "../setup/e2e-env";
import { test, expect, expectNoAxeViolations, logIn, phone } from "./fixtures";

const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin" });

/** The marketing site's frame: its header navigation, footer and newsletter form. */
async function expectNoMarketingShell(page: Page) {
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Footer" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.locator('form[action="/newsletter"]')).toHaveCount(0);
}

test("a shared admin link asks for the login at its own URL and opens that view after it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/admin/newsletter");
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expectNoMarketingShell(page);
  await expect(adminNav(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(e2eServer.admin.email);
  await main.getByLabel("Password", { exact: true }).fill(e2eServer.admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Logged in successfully", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expect(page.getByRole("heading", { name: "Newsletter", level: 1 })).toBeVisible();
  await expect(adminNav(page).getByRole("link", { name: "Newsletter" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(main.getByLabel("Search newsletter subscribers")).toBeVisible();

  // Reload stays on the view.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expect(page.getByRole("heading", { name: "Newsletter", level: 1 })).toBeVisible();
  await expectNoMarketingShell(page);

  // Another view, then the back button returns to the previous one (and forward again).
  await adminNav(page).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/admin\/contact$/);
  await expect(main.getByLabel("Search contact inquiries")).toBeVisible();
  await expect(adminNav(page).getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  await expect(adminNav(page).getByRole("link", { name: "Newsletter" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expect(page.getByRole("heading", { name: "Newsletter", level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { name: "Contact", level: 1 })).toBeVisible();

  // Logout from a view: the login gate shows at the same URL.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contact$/);
  await expect(page.getByText("You have been logged out.", { exact: true })).toBeVisible();
});

test("every admin view has its own URL, is reached by keyboard, marks itself current and passes axe", async ({
  page,
}) => {
  // Nine views, each with an accessibility scan: minutes on a busy machine.
  test.setTimeout(360_000);
  await logIn(page);
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expectNoMarketingShell(page);

  // The navigation by keyboard, with a visible focus ring, from one group to the next.
  await adminNav(page).getByRole("link", { name: "Legacy" }).focus();
  await page.keyboard.press("Tab");
  const blogPosts = adminNav(page).getByRole("link", { name: "Blog Posts" });
  await expect(blogPosts).toBeFocused();
  const outline = await blogPosts.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(adminNav(page).getByRole("link", { name: "Quiz/Assessment" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/assessments$/);
  await expect(page.getByRole("heading", { name: "Quiz/Assessment", level: 1 })).toBeVisible();

  const views: Array<[string, string]> = [
    ["People", "/admin/people"],
    ["Blog Posts", "/admin/blog-posts"],
    ["Newsletter", "/admin/newsletter"],
    ["Quiz/Assessment", "/admin/assessments"],
    ["Contact", "/admin/contact"],
    ["Resources", "/admin/resources"],
    ["Legacy", "/admin/legacy"],
    ["Outbox", "/admin/outbox"],
    ["Insights", "/admin/insights"],
  ];
  for (const [name, path] of views) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()["cache-control"], path).toMatch(/no-store/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(adminNav(page).getByRole("link", { name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(adminNav(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page).toHaveTitle(/\| Admin$/);
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
  }

  // An old tab link goes to its view; an unknown admin URL is a 404 inside the admin's shell.
  await page.goto("/admin?tab=outbox");
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  const missing = await page.goto("/admin/no-such-view");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found", level: 1 })).toBeVisible();
  await expect(adminNav(page)).toBeVisible();
  await expectNoMarketingShell(page);
});

test("the login form works before the page's scripts run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/outbox");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(e2eServer.admin.email);
  await main.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  // The server's answer on the page, the e-mail kept, the password not sent back.
  await expect(main.getByText("Invalid credentials", { exact: true })).toBeVisible();
  await expect(main.getByLabel("Email", { exact: true })).toHaveValue(e2eServer.admin.email);
  await expect(main.getByLabel("Password", { exact: true })).toHaveValue("");
  await main.getByLabel("Password", { exact: true }).fill(e2eServer.admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  // Post/Redirect/Get back to the view asked for, logged in.
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await context.close();
});

test("the navigation shows every view at 1280 px, grouped under its headings, nothing off the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  const nav = adminNav(page);
  const groups: Array<[string, string[]]> = [
    ["Leads", ["People", "Quiz/Assessment", "Contact", "Legacy"]],
    ["Content", ["Blog Posts", "Resources"]],
    ["Marketing", ["Newsletter", "Events", "Sequences", "Coaching"]],
    ["Insights", ["Insights", "Payments", "Outbox", "Audit"]],
    ["Settings", ["Security", "Admins", "Backups"]],
  ];
  for (const [heading, names] of groups) {
    const list = nav.getByRole("list", { name: heading });
    await expect(list.getByRole("link")).toHaveText(names);
  }
  // SPEC's six tabs keep their names.
  for (const name of ["Blog Posts", "Newsletter", "Quiz/Assessment", "Contact", "Resources", "Legacy"])
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  const links = nav.getByRole("link");
  await expect(links).toHaveCount(groups.flatMap(([, names]) => names).length);
  await expect(nav.getByRole("button", { name: "Menu" })).toBeHidden();
  const width = await page.evaluate(() => window.innerWidth);
  for (const link of await links.all()) {
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(width);
  }
  const overflow = await nav.evaluate((el) => ({
    nav: el.scrollWidth - el.clientWidth,
    page: document.documentElement.scrollWidth - window.innerWidth,
    height: el.getBoundingClientRect().height,
  }));
  expect(overflow.nav).toBeLessThanOrEqual(0);
  expect(overflow.page).toBeLessThanOrEqual(0);
  console.log(`admin navigation at 1280 px: ${JSON.stringify(overflow)}`);
});

test.describe("on a phone", () => {
  test.use(phone);
  test("one menu opens the navigation's list; a choice closes it", async ({ page }) => {
    await logIn(page);
    const nav = adminNav(page);
    const menu = nav.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Outbox" })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    for (const heading of ["Leads", "Content", "Marketing", "Insights", "Settings"])
      await expect(nav.getByRole("list", { name: heading })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    // Escape closes it and gives the focus back to the button.
    await nav.getByRole("link", { name: "Outbox" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await menu.click();
    await nav.getByRole("link", { name: "Outbox" }).click();
    await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Outbox" })).toBeHidden();
  });
});

test("signing out leaves no 4xx and no error in the console, and signing in again works", async ({
  page,
}) => {
  await logIn(page, "/admin/contact");
  await page.waitForLoadState("networkidle");
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  // Not an abort: React Router may stop reading a post's answer once it has the redirect it needs
  // (the login's post shows it too), which the browser neither logs nor counts as an error.
  page.on("requestfailed", (r) => {
    const error = r.failure()?.errorText;
    if (error !== "net::ERR_ABORTED") problems.push(`failed: ${r.url()} ${error}`);
  });

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByText("You have been logged out.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contact$/);
  await expect(adminNav(page)).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
  // Signed out for real: the server says so.
  expect((await page.request.get("/api/admin/status")).ok()).toBe(true);
  expect((await (await page.request.get("/api/admin/status")).json()).isAuthenticated).toBe(false);

  // In again from the same page: the view comes back with its data.
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(e2eServer.admin.email);
  await main.getByLabel("Password", { exact: true }).fill(e2eServer.admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Contact", level: 1 })).toBeVisible();
  await expect(main.getByLabel("Search contact inquiries")).toBeVisible();
  await expect(adminNav(page)).toBeVisible();
});
