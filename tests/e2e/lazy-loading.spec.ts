import type { Page } from "@playwright/test";
import { test, expect, formHydrated, phone, readyForm } from "./fixtures";

/**
 * What the public pages load only on use (docs/performance.md): the notification area (Radix Toast),
 * the shared zod schemas, the request dialog, the captcha widget; and that zod never trips the CSP.
 */

/** Every script URL the page requests from now on. */
function scriptsOf(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && urls.push(new URL(r.url()).pathname));
  return urls;
}

function cspErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => /Content Security Policy|unsafe-eval/i.test(m.text()) && errors.push(m.text()));
  return errors;
}

const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test("before its code has loaded, the footer's newsletter form is the server's plain form: typed text stays", async ({
  context,
}) => {
  // A page of its own: the fixture's page.goto waits for every form to hydrate.
  const page = await context.newPage();
  // Hold back the form's chunk: the rest of the page hydrates, the footer form stays as the server sent it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/newsletter-form-[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto("/about");
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("main")!).some((k) => k.startsWith("__react")),
  );
  const footer = page.getByRole("contentinfo");
  const form = footer.locator("form");
  expect(await formHydrated(form)).toBe(false);
  const email = footer.getByLabel("Email address");
  // Its code is requested on the first focus inside the form (decision 0090), not before.
  await page.waitForLoadState("networkidle");
  expect(requested).toBe(false);
  await email.fill("early@example.com");
  await expect.poll(() => requested).toBe(true);
  release();
  // Hydrated in place once the chunk arrives: same input, text kept, and now enhanced (invalid address
  // answered in place by the schema, no page load).
  await expect.poll(() => formHydrated(form)).toBe(true);
  await expect(email).toHaveValue("early@example.com");
  await email.fill("not-an-email");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(page).toHaveURL(/\/about$/);
});

test("a submit before the newsletter form's code has arrived is a plain post to /newsletter", async ({
  context,
}) => {
  const page = await context.newPage();
  await page.route(/newsletter-form-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill("plain-post@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole("main").getByText("Thank you for subscribing!")).toBeVisible();
});

test("the home page loads no toast, dialog, zod or newsletter-form code until used, and zod never trips the CSP", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  const csp = cspErrors(page);
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  // The newsletter *schema* (`newsletter-{hash}.js`) and the form's own code (`newsletter-form-{hash}.js`,
  // with Conform's `forms-` chunk) wait for use: a view that never touches the form never loads them.
  expect(scripts.filter((s) => /toast-area|newsletter-[\w-]*\.js$|forms-|common-|dialog/.test(s))).toEqual(
    [],
  );
  await expect(notifications(page)).toHaveCount(0);
  expect(scripts.some((s) => /framework-/.test(s))).toBe(true);

  // The first focus in the form brings its code (and the schema, which the focus asks for once hydrated).
  const footer = page.getByRole("contentinfo");
  await readyForm(footer);
  expect(scripts.filter((s) => /newsletter-form-|forms-/.test(s))).toHaveLength(2);

  // An invalid address: the shared schema loads and answers in place (zod, without eval).
  await footer.getByLabel("Email address").fill("not-an-email");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address");
  expect(scripts.some((s) => /newsletter-/.test(s))).toBe(true);
  expect(csp).toEqual([]);
});

test("an in-app navigation before the newsletter form was touched brings its code, and the form stays", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => /newsletter-form-/.test(s))).toEqual([]);
  // The footer's form is still the server's HTML; the navigation updates what is above it, which React
  // applies once the form has hydrated: the code is requested then, and the move completes.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts.some((s) => /newsletter-form-/.test(s))).toBe(true);
  const footer = page.getByRole("contentinfo");
  await readyForm(footer);
  await footer.getByLabel("Email address").fill("not-an-email");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address");
});

test("F8 focuses the notification area before any toast, loading it on demand", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" })).toBeEnabled();
  await expect(notifications(page)).toHaveCount(0);
  await page.keyboard.press("F8");
  const area = notifications(page).getByRole("list");
  await expect(area).toBeFocused();
  // Once there, Radix handles F8 itself: focus elsewhere, F8 again.
  await page.getByRole("link", { name: "Skip to main content" }).focus();
  await page.keyboard.press("F8");
  await expect(area).toBeFocused();
});

test("a toast shows bottom right on a wide screen", async ({ page }) => {
  await page.route("**/newsletter.data*", (route) =>
    route.fulfill({ status: 503, contentType: "text/plain", body: "" }),
  );
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await readyForm(footer);
  await footer.getByLabel("Email address").fill("someone@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  const toast = notifications(page).getByRole("listitem");
  await expect(toast).toContainText("Subscription Failed");
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
});

test.describe("on a phone", () => {
  test.use(phone);
  test("a toast shows at the top, and the menu sheet works without a dialog library", async ({ page }) => {
    await page.route("**/newsletter.data*", (route) =>
      route.fulfill({ status: 503, contentType: "text/plain", body: "" }),
    );
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await readyForm(footer);
    await footer.getByLabel("Email address").fill("someone@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const toast = notifications(page).getByRole("listitem");
    await expect(toast).toContainText("Subscription Failed");
    expect((await toast.boundingBox())!.y).toBeLessThan(40);

    // The menu: modal (the page behind is inert), closes on the overlay, focus back on the button.
    await page.keyboard.press("Escape");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-modal", "true");
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    expect(await page.evaluate(() => (document.querySelector("header") as HTMLElement).inert)).toBe(true);
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => (document.querySelector("header") as HTMLElement).inert)).toBe(false);
    // Shift+Tab from the first control wraps to the last (once the sheet shows with focus in it, as a
    // person would see before pressing a key).
    await open.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    const last = menu.getByRole("link", { name: "Book a Strategy Session" });
    await expect(last).toBeFocused();
    // The trap holds from the moment the sheet shows: a Shift+Tab in the same task as the opening, before
    // the toggle event and React's render, lands on the last control, and the focus that follows keeps it.
    await page.keyboard.press("Escape");
    await expect(open).toBeFocused();
    await page.evaluate(() => {
      document.getElementById("mobile-menu")!.showPopover();
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", shiftKey: true, bubbles: true }));
    });
    // Once the sheet has been taken over (the page behind made inert), focus is still where the key put it.
    await expect
      .poll(() => page.evaluate(() => (document.querySelector("header") as HTMLElement).inert))
      .toBe(true);
    await expect(last).toBeFocused();
  });
});

test("the first use of a form that posts through the router brings the newsletter form's code; the assessment's does not", async ({
  page,
}) => {
  // Its submission moves the router, which React applies only once the footer's form has hydrated:
  // requested at the first focus, the code is there before the submit (decision 0090, amended).
  // The assessment's wizard posts with fetch, not the router: its use leaves the code alone.
  const scripts = scriptsOf(page);
  await page.goto("/assessment");
  // A field (the form's first input is its hidden step number, which takes no focus).
  await page.locator("main form").getByLabel("Full Name").focus();
  // Its own code comes with that first use (the wizard loads on intent too).
  await expect.poll(() => scripts.some((s) => /assessment-wizard-/.test(s))).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => /newsletter-form-/.test(s))).toEqual([]);

  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => /newsletter-form-|contact-form-/.test(s))).toEqual([]);
  await page.getByRole("form", { name: "Training inquiry" }).getByLabel("Full Name *").focus();
  await expect.poll(() => scripts.some((s) => /newsletter-form-/.test(s))).toBe(true);
  await expect.poll(() => scripts.some((s) => /contact-form-/.test(s))).toBe(true);
});

test("contact's and the webinar's forms load their code (Conform) on first use: typed text and a chosen role stay", async ({
  page,
}) => {
  // Held until the visitor has typed and chosen, as on a slow line (decision 0090, amended).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/(contact-form|webinar-form)-[\w-]+\.js$/, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  const scripts = scriptsOf(page);
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  expect(scripts.filter((s) => /forms-/.test(s))).toEqual([]);
  const form = page.getByRole("form", { name: "Training inquiry" });
  await form.getByLabel("Full Name *").fill("Ada Lovelace");
  await form.getByLabel("Your Role", { exact: true }).selectOption("other");
  await expect.poll(() => requested.length).toBe(1);
  expect(await formHydrated(form)).toBe(false);
  release();
  // Hydrated in place: the same inputs, what was typed and chosen kept, and now enhanced (the empty
  // required fields answered in place, no page load).
  await expect.poll(() => formHydrated(form)).toBe(true);
  await expect(form.getByLabel("Full Name *")).toHaveValue("Ada Lovelace");
  await expect(form.getByLabel("Your Role", { exact: true })).toHaveValue("other");
  await expect(form.getByLabel("Please specify your role *")).toBeVisible();
  expect(scripts.some((s) => /forms-/.test(s))).toBe(true);
  // Pressed, as a visitor can (Playwright's click refuses it: aria-disabled until the captcha is solved).
  await form.getByRole("button", { name: "Submit Inquiry" }).press("Enter");
  await expect(form.getByText("Company name is required")).toBeVisible();
  await expect(form.getByLabel("Full Name *")).toHaveValue("Ada Lovelace");
  expect(scripts.filter((s) => /contact-form-/.test(s))).toHaveLength(1);

  await page.goto("/webinar");
  await page.waitForLoadState("networkidle");
  expect(requested.filter((s) => /webinar-form-/.test(s))).toEqual([]);
  const registration = page.locator("main form[method=post]");
  await readyForm(registration);
  expect(requested.filter((s) => /webinar-form-/.test(s))).toHaveLength(1);
});

test("a submit before the contact form's code has arrived is a plain post answered with the server's messages", async ({
  page,
}) => {
  await page.route(/\/contact-form-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Training inquiry" });
  await form.getByLabel("Full Name *").fill("Ada Lovelace");
  const posts: string[] = [];
  // The analytics beacon (/api/events) may post at any moment; every other POST is the form's.
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === "POST" && path !== "/api/events") posts.push(path);
  });
  // Pressed, as a visitor can (Playwright's click refuses it: aria-disabled until the captcha is solved).
  await form.getByRole("button", { name: "Submit Inquiry" }).press("Enter");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByText("Company name is required")).toBeVisible();
  await expect(form.getByLabel("Full Name *")).toHaveValue("Ada Lovelace");
  expect(posts).toEqual(["/contact"]);
});

test("the assessment wizard's code loads on first use: what was typed and chosen on the step stays", async ({
  page,
}) => {
  // Held until the visitor has typed and chosen, as on a slow line (decision 0090, amended).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await page.route(/\/assessment-wizard-[\w-]+\.js$/, async (route) => {
    requested++;
    await held;
    await route.continue();
  });
  const scripts = scriptsOf(page);
  await page.goto("/assessment");
  await page.waitForLoadState("networkidle");
  expect(requested).toBe(0);
  expect(scripts.filter((s) => /forms-/.test(s))).toEqual([]);
  const form = page.locator('main form[action="/assessment"]');
  await form.getByLabel("Full Name").fill("Ada Lovelace");
  await form.getByLabel("Team Size").selectOption("11-50");
  await expect.poll(() => requested).toBe(1);
  expect(await formHydrated(form)).toBe(false);
  release();
  // Hydrated in place: the same inputs, what was typed and chosen kept, and now enhanced (the empty
  // required fields answered in place, no page load).
  await expect.poll(() => formHydrated(form)).toBe(true);
  await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  await expect(form.getByLabel("Team Size")).toHaveValue("11-50");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByRole("alert").getByText("Company name is required")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  expect(scripts.some((s) => /forms-/.test(s))).toBe(true);
});

test("a submit before the assessment wizard's code has arrived is a plain post answered by the page", async ({
  page,
}) => {
  await page.route(/\/assessment-wizard-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/assessment");
  const form = page.locator('main form[action="/assessment"]');
  await form.getByLabel("Full Name").fill("Ada Lovelace");
  const posts: string[] = [];
  // The analytics beacon (/api/events) may post at any moment; every other POST is the form's.
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === "POST" && path !== "/api/events") posts.push(path);
  });
  await form.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(form.getByRole("alert").getByText("Company name is required")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  expect(posts).toEqual(["/assessment"]);

  // The step completed: the page's answer is the next step, again from one post.
  await form.getByLabel("Email Address").fill("ada@example.com");
  await form.getByLabel("Company Name").fill("Analytical Engines");
  await form.getByLabel("Job Title").fill("Analyst");
  await form.getByRole("combobox", { name: "Your Role", exact: true }).selectOption("Operations");
  await form.getByLabel("Team Size").selectOption("1-10");
  await form.getByLabel("Who are you exploring training for?").selectOption("Yourself");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Current Experience" })).toBeVisible();
  expect(posts).toEqual(["/assessment", "/assessment"]);
});

test("the in-page request form of /resources?request= loads its code on first use, and then answers in place", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (r) => {
    if (/\/resource-request-section-[\w-]+\.js$/.test(r.url())) requested.push(r.url());
  });
  // What a card's button asks for before hydration: the page with that resource's form in it.
  const id = /name="request" value="(\d+)"/.exec(await (await page.request.get("/resources")).text())![1];
  await page.goto(`/resources?request=${id}`);
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  const form = page
    .getByRole("region", { name: "Request Access" })
    .getByRole("form", { name: "Request access" });
  await form.getByLabel("Name *").fill("Mary Jackson");
  await expect.poll(() => requested.length).toBe(1);
  await readyForm(form);
  await form.getByLabel("Email *").fill("not-an-email");
  await form.getByRole("button", { name: "Request Access" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Name *")).toHaveValue("Mary Jackson");
  await expect(page).toHaveURL(new RegExp(`/resources\\?request=${id}`));
});

test("the resources page loads the request dialog on the first request, the contact page the captcha on first use", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto("/resources");
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => /resource-request-dialog|dialog-/.test(s))).toEqual([]);
  await page
    .getByRole("button", { name: /^Request Access/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Request Access" })).toBeVisible();
  expect(scripts.some((s) => /resource-request-dialog/.test(s))).toBe(true);

  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Training inquiry" });
  await expect(form.getByRole("button", { name: "Submit Inquiry" })).not.toHaveAttribute("disabled");
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => customElements.get("altcha-widget") === undefined)).toBe(true);
  await form.getByLabel("Full Name *").focus();
  await expect.poll(() => page.evaluate(() => customElements.get("altcha-widget") !== undefined)).toBe(true);
});

test("a visit to the contact form while its code loads still loads the captcha, though the focus has left", async ({
  context,
}) => {
  // A page of its own: the fixture's page.goto waits for hydration, which the held chunk delays.
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/contact-form-[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto("/contact");
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("main")!).some((k) => k.startsWith("__react")),
  );
  const form = page.getByRole("form", { name: "Training inquiry" });
  await form.getByLabel("Full Name *").focus();
  await expect.poll(() => requested).toBe(true);
  // The visitor moves on before the form's code arrives: no event inside the form follows it.
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  release();
  await expect.poll(() => formHydrated(form)).toBe(true);
  await expect.poll(() => page.evaluate(() => customElements.get("altcha-widget") !== undefined)).toBe(true);
  await page.close();
});

for (const path of ["/", "/consultation", "/contact", "/webinar", "/assessment"]) {
  test(`${path}: the framework preloads the page's modules and hydrates at once, within the CSP`, async ({
    page,
  }) => {
    const csp = cspErrors(page);
    const response = await page.goto(path); // The fixture waits for hydration, so the scripts ran.
    // React Router writes the links in the server's HTML (and drops them once hydrated).
    const html = await response!.text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.some((href) => /framework-/.test(href))).toBe(true);
    expect(preloads.length).toBeGreaterThan(3);
    // Their forms (the newsletter's; contact's, the webinar's, the assessment's) load their code on
    // first use: Conform and the forms are not on the critical path (decision 0090).
    expect(
      preloads.filter((href) =>
        /forms-|newsletter-form-|contact-form-|webinar-form-|assessment-wizard-/.test(href),
      ),
    ).toEqual([]);
    // By what the scripts hold, not only by their names: when a module of Conform's chunk group moved
    // folders, Conform followed it into `shared` and every page preloaded it under another name.
    for (const href of preloads) {
      const text = await (await page.request.get(href)).text();
      expect(text.includes("dataset.conform"), `${href} carries Conform`).toBe(false);
    }
    // The bootstrap is React Router's own module script, not rewritten.
    await expect(page.locator('script[type="text/plain"]')).toHaveCount(0);
    expect(csp).toEqual([]);
  });
}
