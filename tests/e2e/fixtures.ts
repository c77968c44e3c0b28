import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { e2eServer } from "../setup/e2e-env";

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Every test ends with an axe check of the page it left the browser on, so each page the suite visits
 * is checked; tests call expectNoAxeViolations themselves for intermediate states.
 */
export const test = base.extend<{ axeAfterEach: void }>({
  axeAfterEach: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      if (!page.url().startsWith("http")) return;
      await expectNoAxeViolations(page);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Hover and key handlers exist once React has hydrated the page (React marks the DOM nodes it owns).
 * A pointer that is already resting on an element when hydration ends fires no new mouseenter, so
 * tests that hover right after a load wait for this first.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const el = document.getElementById("main");
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  });
}

/** A phone-sized viewport for the mobile describe blocks. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Logs in through the admin login form and waits for the dashboard. */
export async function logIn(page: Page) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(e2eServer.admin.email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(e2eServer.admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}
