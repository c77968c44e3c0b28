import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

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

/** A phone-sized viewport for the mobile describe blocks. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
