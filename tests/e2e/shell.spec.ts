import type { Page } from "@playwright/test";
import { test, expect, phone, expectNoAxeViolations } from "./fixtures";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const banner = (page: Page) => page.getByRole("complementary", { name: "Get started" });

test.describe("desktop navigation", () => {
  test("shows the links and both buttons inline, each leading to its page", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    for (const [name, path] of [
      ["Training Programs", "/training-programs"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ] as const) {
      await nav.getByRole("link", { name }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
    }
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Take Free Assessment" })).toHaveAttribute(
      "href",
      "/assessment",
    );
    await expect(header.getByRole("link", { name: "Book a Strategy Session" })).toHaveAttribute(
      "href",
      "/consultation",
    );
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    // The slide-out menu is for small screens only.
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("the Resources dropdown opens on hover and closes when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    const resources = mainNav(page).getByRole("button", { name: "Resources" });
    const blog = mainNav(page).getByRole("link", { name: "Blog" });
    await expect(resources).toHaveAttribute("aria-expanded", "false");
    await expect(blog).toBeHidden();

    await resources.hover();
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await expect(blog).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Free Resources" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A click right after the hover opened it does not snap it shut; a second click closes it.
    await resources.click();
    await expect(blog).toBeVisible();
    await resources.click();
    await expect(blog).toBeHidden();
    await resources.click();
    await expect(blog).toBeVisible();

    // Moving down onto the panel keeps it open; leaving the whole menu closes it.
    await blog.hover();
    await expect(blog).toBeVisible();
    await page.mouse.move(640, 500);
    await expect(blog).toBeHidden();
    await expect(resources).toHaveAttribute("aria-expanded", "false");

    await resources.hover();
    await blog.click();
    await expect(page).toHaveURL("/blog");
    await expect(blog).toBeHidden();
  });

  test("the Resources dropdown is fully keyboard operable", async ({ page }) => {
    await page.goto("/");
    const resources = mainNav(page).getByRole("button", { name: "Resources" });
    const blog = mainNav(page).getByRole("link", { name: "Blog" });
    const free = mainNav(page).getByRole("link", { name: "Free Resources" });
    await resources.focus();

    // Enter and Space toggle it.
    await page.keyboard.press("Enter");
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await expect(blog).toBeVisible();
    await page.keyboard.press("Space");
    await expect(resources).toHaveAttribute("aria-expanded", "false");

    // ArrowDown opens onto the first link; arrows move between links.
    await page.keyboard.press("ArrowDown");
    await expect(blog).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(free).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(blog).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(free).toBeFocused();

    // Escape closes and gives focus back to the button.
    await page.keyboard.press("Escape");
    await expect(free).toBeHidden();
    await expect(resources).toBeFocused();
    await expect(resources).toHaveAttribute("aria-expanded", "false");

    // Tab moves into the open panel; tabbing past it closes it.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(blog).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(blog).toBeHidden();

    await resources.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/free-resources");
  });

  test("a skip link takes keyboard users to the page's main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("mobile navigation", () => {
  test.use(phone);

  test("the slide-out menu opens from the right, traps focus, closes with Escape and on selection", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(mainNav(page)).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();

    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // It slides in from the right edge.
    await expect
      .poll(async () => ((b) => b && Math.round(b.x + b.width))(await menu.boundingBox()))
      .toBe(390);
    for (const name of [
      "Home",
      "Training Programs",
      "About",
      "Contact",
      "Blog",
      "Free Resources",
      "Take Free Assessment",
      "Book a Strategy Session",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // Blog and Free Resources are grouped under Resources.
    const group = menu.getByRole("list", { name: "Resources" });
    await expect(group.getByRole("link")).toHaveText(["Blog", "Free Resources"]);
    await expectNoAxeViolations(page);

    // Focus stays inside the dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL("/about");

    await open.click();
    await menu.getByRole("link", { name: "Free Resources" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL("/free-resources");

    await open.click();
    await menu.getByRole("link", { name: "Book a Strategy Session" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL("/consultation");
  });
});

test.describe("sticky bottom banner", () => {
  test("appears past 500 px and stays dismissed for the browser session", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/");
    await expect(banner(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 450));
    await page.waitForTimeout(200);
    await expect(banner(page)).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 650));
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByText("Ready to build financial confidence in your team?")).toBeVisible();
    await expect(
      banner(page).getByText("Get started with a free strategy session or assessment"),
    ).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "Book a Strategy Session" })).toHaveAttribute(
      "href",
      "/consultation",
    );
    await expect(banner(page).getByRole("link", { name: "Take Quiz" })).toHaveAttribute(
      "href",
      "/assessment",
    );
    await expectNoAxeViolations(page);

    // Back above the threshold it hides again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await banner(page).getByRole("button", { name: "Dismiss banner" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem("ctaDismissed"))).toBe("true");

    // Still dismissed after in-app navigations and after a reload.
    await page.getByRole("contentinfo").getByRole("link", { name: "Free Tools" }).click();
    await expect(page).toHaveURL("/free-resources");
    await mainNav(page).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForTimeout(400);
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForTimeout(400);
    await expect(banner(page)).toBeHidden();

    // A new browser session shows it again.
    const session = await browser.newContext({ baseURL });
    const fresh = await session.newPage();
    await fresh.goto("/");
    await fresh.evaluate(() => window.scrollTo(0, 800));
    await expect(banner(fresh)).toBeVisible();
    await session.close();
  });

  test.describe("on a phone", () => {
    test.use(phone);

    test("uses the short labels and never covers the end of the footer", async ({ page }) => {
      await page.goto("/");
      await page.evaluate(() => window.scrollTo(0, 700));
      await expect(banner(page)).toBeVisible();
      await expect(banner(page).getByRole("link", { name: "Book Session", exact: true })).toBeVisible();
      await expect(banner(page).getByRole("link", { name: "Quiz", exact: true })).toBeVisible();
      await expect(banner(page).getByRole("link", { name: "Book a Strategy Session" })).toHaveCount(0);

      // Scrolled to the very end, the last footer line sits above the banner.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(400);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const terms = page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" });
      await expect(terms).toBeInViewport();
      const termsBox = (await terms.boundingBox())!;
      const bannerBox = (await banner(page).boundingBox())!;
      expect(termsBox.y + termsBox.height).toBeLessThanOrEqual(bannerBox.y);
    });
  });
});

test.describe("footer", () => {
  test("carries every item of the spec", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Acumen Leadership Group" })).toHaveAttribute("href", "/");
    await expect(footer.getByText("Financial fluency for leaders who aren't in finance.")).toBeVisible();
    await expect(footer.getByRole("link", { name: /Financial Acumen Quiz/ })).toHaveAttribute(
      "href",
      "/assessment",
    );
    const links: Array<[string, string]> = [
      ["Financial Acumen Workshops", "/training-programs"],
      ["Custom Team Training", "/training-programs"],
      ["About", "/about"],
      ["Blog", "/blog"],
      ["Contact", "/contact"],
      ["Free Tools", "/free-resources"],
      ["Client Sign-In", "/account"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
    ];
    for (const [name, href] of links)
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await expect(footer.getByRole("link", { name: "hello@acumenleadershipgroup.com" })).toHaveAttribute(
      "href",
      "mailto:hello@acumenleadershipgroup.com",
    );
    await expect(footer.getByText("Los Angeles, CA")).toBeVisible();
    const network = footer.getByRole("link", { name: /LinkedIn/ });
    await expect(network).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\//);
    await expect(network).toHaveAttribute("target", "_blank");
    await expect(footer.getByRole("form", { name: /newsletter|insights/i })).toBeVisible();
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Acumen Leadership Group. All rights reserved.`),
    ).toBeVisible();
  });
});

test("the not-found page keeps the shell and leads back home", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Financial fluency for leaders who aren't in finance",
  );
});

test.describe("error screen", () => {
  test("shows when a page's data fails to load, logs the error, and 'Try Again' recovers", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/");
    // The blog list's data request answers 500 once, as a crashed server would.
    let failures = 0;
    await page.route(/\/blog\.data(\?|$)/, async (route) => {
      if (failures++ === 0)
        return route.fulfill({ status: 500, contentType: "text/plain", body: "database exploded" });
      return route.continue();
    });

    await mainNav(page).getByRole("button", { name: "Resources" }).hover();
    await mainNav(page).getByRole("link", { name: "Blog" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(
      page.getByText("We encountered an unexpected error. Please try refreshing the page."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
    // The shell stays usable around the error.
    await expect(mainNav(page)).toBeVisible();
    await expect.poll(() => errors.some((e) => e.includes("Unexpected error"))).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeHidden();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(failures).toBe(2);
  });

  test("'Refresh Page' reloads the page", async ({ page }) => {
    await page.goto("/");
    await page.route(/\/blog\.data(\?|$)/, (route) => route.fulfill({ status: 500, body: "down" }));
    await mainNav(page).getByRole("button", { name: "Resources" }).hover();
    await mainNav(page).getByRole("link", { name: "Blog" }).click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    // A full document load of /blog does not use the failing data request.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Refresh Page" }).click();
    await reloaded;
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeHidden();
  });
});

test("each in-app navigation scrolls to the top; back restores the position", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const before = await page.evaluate(() => window.scrollY);

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Scroll the new page, then go back: the home page returns to where the visitor was.
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.goBack();
  await expect(page).toHaveURL("/");
  await page.waitForTimeout(300);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(50);
});

test("analytics on a hostname without a configuration uses the default measurement ID and warns (product.md §7)", async ({
  page,
}) => {
  const warnings: string[] = [];
  const tagRequests: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  page.on("request", (r) => r.url().includes("googletagmanager.com") && tagRequests.push(r.url()));
  await page.goto("/");
  await expect
    .poll(() => warnings.find((w) => w.includes("Analytics")))
    .toBe(
      'Analytics: no configuration for hostname "localhost"; using the default measurement ID (G-7QK2M4XJ1R).',
    );
  await expect.poll(() => tagRequests).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-7QK2M4XJ1R"]);
  const pageViews = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((args) => args[0] === "event" && args[1] === "page_view")
        .map((args) => (args[2] as { page_path: string }).page_path),
    );
  await expect.poll(pageViews).toEqual(["/"]);
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL("/about");
  await expect.poll(pageViews).toEqual(["/", "/about"]);
});

test("the stylesheet comes inside the page and stays through hydration and navigation", async ({ page }) => {
  // The first paint needs only the HTML (decision 0065): no stylesheet request for the site's CSS.
  const cssRequests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "stylesheet") cssRequests.push(r.url());
  });
  const response = await page.request.get("/");
  const html = await response.text();
  expect(html).toMatch(/<style data-href="\/assets\/app-[\w-]+\.css">/);
  expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\/app-/);

  await page.goto("/");
  const style = page.locator("style[data-href]");
  await expect(style).toHaveCount(1);
  const length = await style.evaluate((s) => s.textContent?.length ?? 0);
  expect(length).toBeGreaterThan(10_000);
  const headerColor = () => page.getByRole("banner").evaluate((h) => getComputedStyle(h).position);
  expect(await headerColor()).toBe("sticky");
  // After hydration, an in-app move, a not-found page and back: the same text.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL("/about");
  await page.goto("/no-such-page");
  await page.goBack();
  await expect(style).toHaveCount(1);
  expect(await style.evaluate((s) => s.textContent?.length ?? 0)).toBe(length);
  expect(await headerColor()).toBe("sticky");
  expect(cssRequests.filter((u) => /\/assets\/app-/.test(u))).toEqual([]);
});

test("the admin has a stylesheet of its own, and going from it to the site brings the site's", async ({
  page,
}) => {
  // Decision 0090: /admin links the admin's stylesheet (the editor's styles in it); the public
  // pages never carry it. Logged out, /admin is the login with a link back to the website.
  const response = await page.request.get("/admin");
  const html = await response.text();
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/admin-[\w-]+\.css"/);
  expect(html).not.toMatch(/<style data-href/);
  expect(await (await page.request.get("/")).text()).not.toMatch(/\/assets\/admin-[\w-]+\.css/);

  await page.goto("/admin");
  const signIn = page.getByRole("button", { name: /Sign in|Log in/ });
  await expect(signIn).toBeVisible();
  expect(await signIn.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
  // An in-app move to the site: its stylesheet arrives before the page shows (a link, as the site's
  // text is not in this document), and the page is styled.
  // The URL changes before React commits the page (it waits for the stylesheet): wait for the site's header.
  await page.getByRole("link", { name: "Back to the website" }).click();
  await expect(page).toHaveURL("/");
  const siteNav = page.getByRole("navigation", { name: "Main" });
  await expect(siteNav).toBeAttached();
  expect(await siteNav.evaluate((n) => getComputedStyle(n.closest("header")!).position)).toBe("sticky");
});
