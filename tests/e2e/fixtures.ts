import { existsSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { signatureHeader } from "../../app/utils/webhook-signature.server";
import { e2eServer } from "../setup/e2e-env";

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Every test ends with an axe check of the page it left the browser on, so each page the suite visits
 * is checked; tests call expectNoAxeViolations themselves for intermediate states.
 */
export const test = base.extend<{ axeAfterEach: void }>({
  // The callback is named `provide`: the hooks lint rule reads `use` in a function named `page` as React.
  page: async ({ page, javaScriptEnabled }, provide) => {
    // GA4 is a third party: its script is replaced at the boundary by an empty one (tests that look
    // at analytics read the data layer), so no test depends on Google or sends it page views.
    await page.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
  },
  axeAfterEach: [
    async ({ page, javaScriptEnabled }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      // axe runs as a script in the page, which a JavaScript-disabled context refuses; those tests'
      // pages (the same markup, before hydration) are checked by the suites that run with JavaScript.
      if (javaScriptEnabled === false) return;
      if (!page.url().startsWith("http")) return;
      await expectNoAxeViolations(page);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Click, hover and key handlers exist once React has hydrated the page (React marks the DOM nodes it
 * owns). A pointer already resting on an element when hydration ends fires no new mouseenter, and a
 * click before it is lost, so every page.goto and page.reload waits for this (the `page` fixture
 * below), including every form (the newsletter form hydrates on its own chunk). Documents that are
 * not the app (no React Router context) pass at once.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!("__reactRouterContext" in window)) return true;
    const owned = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
    // Forms too, as each hydrates once its own chunk arrives; but the newsletter's, contact's, the
    // webinar's, the in-page resource request's, /coaching's buy forms and the assessment's forms load
    // their code only when used (lazyAfterServer's onIntentWithin): see readyForm. The assessment's
    // loads at once when a draft is saved in the tab.
    const onIntent = (form: HTMLFormElement) => {
      const action = form.getAttribute("action") ?? "";
      if (action === "/assessment") return sessionStorage.getItem("assessment-draft") === null;
      return /^\/(newsletter|contact|webinar|webinars\/[^/?#]+|resources\?request=\d+|coaching)$/.test(
        action,
      );
    };
    return (
      owned(document.getElementById("main")) &&
      [...document.forms].every((form) => onIntent(form) || owned(form))
    );
  });
}

/** Whether React has hydrated the form (its code has arrived). `form` is the form or an element holding it. */
export const formHydrated = (form: Locator) =>
  form.evaluate((el) => {
    const f = el.closest("form") ?? el.querySelector("form");
    return !!f && Object.keys(f).some((k) => k.startsWith("__reactFiber"));
  });

/**
 * The newsletter's, contact's, the webinar's, the in-page resource request's and the assessment's
 * forms load their code on the first focus, input or press inside a form (decision 0090): focuses the
 * form's submit button (not a field, whose focus also asks for the schema) and waits until React has
 * hydrated the form, so that a test's next submit is the enhanced one (a submit before that is the
 * server's plain post, which tests of that path make on purpose).
 */
export async function readyForm(form: Locator) {
  await form.locator("button[type=submit]").first().focus();
  await expect.poll(() => formHydrated(form)).toBe(true);
}

/** A post made through the API (product.md §7), with plain defaults for what the test does not care about. */
export async function createPost(
  page: Page,
  fields: Record<string, unknown> & { title: string; slug: string },
) {
  const res = await page.request.post("/api/blog-posts", {
    data: { excerpt: "x", content: "<p>x</p>", readTime: 2, category: "strategy", ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

/** A phone-sized viewport for the mobile describe blocks. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/**
 * Logs in through the admin login form shown at `path` (any admin URL shows it first) and waits
 * for that view: by default /admin, which is People, the admin's home.
 */
export async function logIn(page: Page, path = "/admin") {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(e2eServer.admin.email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(e2eServer.admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  if (path === "/admin") await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  else await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

/** Opens an admin view from the admin's navigation (a link per view, the current one marked). */
export async function openAdminView(page: Page, name: string) {
  const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name, exact: true });
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

/** The path (and query) of the newest link matching `link` in the mails sent to `address` (the suite's SMTP sink). */
export function newestLinkTo(address: string, link: RegExp): string | undefined {
  if (!existsSync(e2eServer.mailFile)) return undefined;
  let found: string | undefined;
  for (const line of readFileSync(e2eServer.mailFile, "utf8").split("\n").filter(Boolean)) {
    const mail = JSON.parse(line) as { to: string[]; raw: string };
    if (!mail.to.includes(address)) continue;
    const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const url = body.match(link)?.[0];
    if (url) found = new URL(url).pathname + new URL(url).search;
  }
  return found;
}

/** The path of the newest sign-in link e-mailed to `address`. */
const signInLink = (address: string) =>
  newestLinkTo(address, /https?:\/\/[^\s"<>]+\/account\/link\?token=[a-f0-9]{64}/);

/** Asks for the link on /account's sign-in form, opens it from the e-mail, and presses its button. */
export async function signInToAccount(page: Page, email: string, { axe = true } = {}) {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your page" })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("If this address is one we know");
  await expect.poll(() => signInLink(email), { timeout: 20_000 }).toBeTruthy();
  await page.goto(signInLink(email)!);
  await expect(page.getByRole("heading", { name: "Sign in to your page" })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
}

/** The scheduler's webhook delivery of `body` (a JSON string), signed with the suite's key now. */
export const deliverBooking = (request: APIRequestContext, body: string) =>
  request.post("/api/scheduler/webhook", {
    headers: {
      "content-type": "application/json",
      "calendly-webhook-signature": signatureHeader(
        e2eServer.env.SCHEDULER_WEBHOOK_SECRET,
        body,
        Math.floor(Date.now() / 1000),
      ),
    },
    data: body,
  });
