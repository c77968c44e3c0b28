import { test, expect, expectNoAxeViolations, logIn, openAdminView } from "./fixtures";

/**
 * Admin → Payments (product.md §10.14): the reconciliation with Stripe (here the suite's loopback
 * fake, which other tests pay through) run from the view, its totals side by side and its
 * differences; the ledger's orders, their filter and CSV. What other tests bought may be listed, so
 * the checks are of the view's parts and of the run this test makes.
 */
test("the owner reconciles with Stripe from Admin → Payments and reads the ledger", async ({ page }) => {
  await logIn(page);
  await openAdminView(page, "Payments");
  await expect(page.getByRole("heading", { level: 2, name: "Reconciliation with Stripe" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Ledger" })).toBeVisible();

  await page.getByRole("button", { name: "Reconcile now" }).click();
  await expect(page.getByText(/^Last compared with Stripe: /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reconcile now" })).toBeEnabled();
  const totals = page.getByRole("table", { name: "Totals in US dollars, Stripe beside the books" });
  await expect(totals.getByRole("row", { name: /^Paid / })).toBeVisible();
  await expect(totals.getByRole("row", { name: /^Refunded / })).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Differences between the books and Stripe, newest first" })
      .or(page.getByText("No differences: the books and Stripe agree.")),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The ledger: its status filter narrows it in the URL; a search that matches nobody says so.
  await page.getByLabel("Status", { exact: true }).selectOption("refunded");
  await expect(page).toHaveURL(/[?&]status=refunded/);
  await page.getByLabel("Search orders").fill("nobody-at-all-here");
  await expect(page).toHaveURL(/[?&]q=nobody-at-all-here/);
  await expect(page.getByText(/Nothing matches/)).toBeVisible();
});
