import { e2eServer } from "../setup/e2e-env";
import {
  test,
  expect,
  expectNoAxeViolations,
  logIn,
  openAdminView,
  readyForm,
  signInToAccount,
} from "./fixtures";

/**
 * Coaching packs (product.md §10.16): the owner makes a pack in Admin → Coaching, a visitor buys it
 * on /coaching through Stripe Checkout (the suite's loopback fake stands in for Stripe's page), and
 * the owner sees the client's credits, changes them with a reason and refunds the pack. The buy form works without
 * JavaScript. Axe checks each page (the fixture checks the last).
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const title = `Three Calls ${stamp}`;
const email = `pack-buyer-${stamp}@example.com`;

test("the owner creates a pack in Admin → Coaching; a visitor buys it on /coaching; the owner changes its credits and refunds it", async ({
  page,
  browser,
}) => {
  // Four pages and Stripe's round trip, each checked with axe: longer than one page's 45 s.
  test.setTimeout(120_000);
  await logIn(page);
  await openAdminView(page, "Coaching");
  await expect(page.getByRole("heading", { level: 2, name: "Packs" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Clients" })).toBeVisible();
  await page.getByRole("button", { name: "New pack" }).click();
  const form = page.getByRole("form", { name: "Pack" });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Sessions (coaching: 1-50)").fill("0");
  await form.getByLabel("Months valid (1-24)").fill("3");
  await form.getByLabel("Price (US dollars)").fill("1,800");
  await form.getByLabel("Published on /coaching").check();
  await form.getByRole("button", { name: "Create pack" }).click();
  // 0 sessions: the schema's message at its field, nothing saved.
  await expect(form.getByText("Sessions must be at least 1")).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel("Sessions (coaching: 1-50)").fill("3");
  await form.getByRole("button", { name: "Create pack" }).click();
  await expect(form).toBeHidden();
  const packs = page.getByRole("table", { name: "Packs" });
  await expect(packs.getByRole("row", { name: new RegExp(title) })).toContainText("$1,800");

  // The public page: the pack, what it includes, the policy; bought through the fake's checkout.
  await page.goto("/coaching");
  await expect(page.getByRole("heading", { level: 1, name: "Executive Coaching" })).toBeVisible();
  await expect(page.getByText("Cancel or move a call more than 24 hours before it starts")).toBeVisible();
  const buy = page.getByRole("form", { name: `Buy ${title}` });
  await expect(buy.locator("..")).toContainText("3 one-to-one coaching calls to book within 3 months");
  await expectNoAxeViolations(page);
  await readyForm(buy);
  await buy.getByLabel("Email Address *").fill("not-an-email");
  await buy.getByLabel("Full Name *").fill("Casey Client");
  await buy.getByRole("button", { name: "Buy for $1,800" }).click();
  await expect(buy.getByText("Please enter a valid email address")).toBeVisible();
  await buy.getByLabel("Email Address *").fill(email);
  await buy.getByRole("button", { name: "Buy for $1,800" }).click();
  await expect(page).toHaveURL(
    new RegExp(`^http://127\\.0\\.0\\.1:${e2eServer.stripePort}/pay/cs_test_\\d+$`),
  );
  await expect(page.getByRole("heading", { name: "Pay 1800.00 USD" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/coaching\?payment=success$/);
  await expect(page.getByRole("status").filter({ hasText: "your payment went through" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The owner: the client with 3 of 3 credits; 2 added with a reason.
  await page.goto("/admin/coaching");
  await page.getByLabel("Search clients").fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  const clients = page.getByRole("table", { name: "Clients" });
  const row = clients.getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("3 of 3");
  await row.getByRole("button", { name: /Credits, end and refund/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Change (+/-)").fill("2");
  await dialog.getByLabel("Reason").fill("Two calls as a goodwill gesture");
  await dialog.getByRole("button", { name: "Change credits" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Credits changed.");
  await expect(dialog.getByRole("heading")).toBeVisible();
  await expect(dialog).toContainText("5 of 3 credits left");
  await expectNoAxeViolations(page);

  // The client, in a browser of their own: their page shows the pack, the sessions left, and where
  // to book one.
  const own = await browser.newContext({ baseURL: e2eServer.url });
  const client = await own.newPage();
  await signInToAccount(client, email, { axe: false });
  const pack = client.getByRole("region", { name: "Coaching packs" });
  await expect(pack).toContainText(title);
  await expect(pack).toContainText("5 sessions left");
  await expect(pack.getByRole("link", { name: "Book a session" })).toBeVisible();
  await expectNoAxeViolations(client);
  await own.close();

  // The owner refunds: the amount prefilled with all that was paid, what follows said before it is
  // confirmed. A part keeps the pack; the rest ends it (decision 0110).
  await dialog.getByRole("button", { name: "Refund…" }).click();
  const refund = dialog.getByRole("form", { name: "Refund" });
  const amount = refund.getByLabel("Refund amount (US dollars)");
  await expect(amount).toHaveValue("1800.00");
  await expect(refund).toContainText("the pack ends now and its 5 sessions left are removed");
  await expect(refund).toContainText("gets the refund e-mail");
  await expectNoAxeViolations(page);
  await amount.fill("300");
  await expect(refund).toContainText("Part of the payment: the pack stays as it is");
  await refund.getByRole("button", { name: "Refund $300" }).click();
  await expect(refund.getByRole("status")).toHaveText("$300 refunded.");
  await expect(dialog).toContainText("5 of 3 credits left");
  await amount.fill("1,500");
  await refund.getByRole("button", { name: "Refund $1,500" }).click();
  await expect(dialog).toContainText("Refunded: the pack has ended, with its credits removed.");
  await expect(dialog.getByRole("form")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Refunded");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the buy form posts to the page: its messages in place, then Stripe's page", async ({ page }) => {
    await page.goto("/coaching");
    const buy = page.getByRole("form", { name: `Buy ${title}` });
    await buy.getByLabel("Full Name *").fill("Pat Plain");
    await buy.getByLabel("Email Address *").fill("plain");
    await buy.getByRole("button", { name: "Buy for $1,800" }).click();
    await expect(
      page.getByRole("form", { name: `Buy ${title}` }).getByText("Please enter a valid email address"),
    ).toBeVisible();
    const again = page.getByRole("form", { name: `Buy ${title}` });
    await again.getByLabel("Full Name *").fill("Pat Plain");
    await again.getByLabel("Email Address *").fill(`plain-${stamp}@example.com`);
    await again.getByRole("button", { name: "Buy for $1,800" }).click();
    await expect(page).toHaveURL(
      new RegExp(`^http://127\\.0\\.0\\.1:${e2eServer.stripePort}/pay/cs_test_\\d+$`),
    );
  });
});
