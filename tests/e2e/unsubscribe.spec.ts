import { existsSync, readFileSync } from "node:fs";
import { e2eServer } from "../setup/e2e-env";
import { test, expect } from "./fixtures";

/** The List-Unsubscribe URL of the newsletter welcome e-mail sent to `address`. */
function unsubscribeLink(address: string): string | undefined {
  if (!existsSync(e2eServer.mailFile)) return undefined;
  for (const line of readFileSync(e2eServer.mailFile, "utf8").split("\n").filter(Boolean)) {
    const mail = JSON.parse(line) as { to: string[]; raw: string };
    if (!mail.to.includes(address)) continue;
    const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
    const url = head.match(/^List-Unsubscribe: <([^>]+)>/im)?.[1];
    if (url) return url;
  }
  return undefined;
}

/** The confirmation link of the double opt-in e-mail sent to `address`. */
function confirmLink(address: string): string | undefined {
  if (!existsSync(e2eServer.mailFile)) return undefined;
  for (const line of readFileSync(e2eServer.mailFile, "utf8").split("\n").filter(Boolean)) {
    const mail = JSON.parse(line) as { to: string[]; raw: string };
    if (!mail.to.includes(address)) continue;
    const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const url = body.match(/https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[0-9a-f]+/)?.[0];
    if (url) return url;
  }
  return undefined;
}

test("a sign-up is confirmed by the button on the e-mail's page; the welcome's unsubscribe link asks first, then unsubscribes", async ({
  page,
}) => {
  const address = `leaver-${Date.now()}@example.com`;
  const res = await page.request.post("/api/newsletter-subscribe", { data: { email: address } });
  expect(res.ok()).toBe(true);
  await expect.poll(() => confirmLink(address), { timeout: 20_000 }).toBeTruthy();
  const confirm = new URL(confirmLink(address)!);
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();
  await expect
    .poll(() => unsubscribeLink(address), { timeout: 20_000 })
    .toMatch(/\/unsubscribe\?token=[0-9a-f]+$/);
  const link = unsubscribeLink(address)!;

  // Opening the link (as a mail scanner would) changes nothing: it asks.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: "Unsubscribe from the newsletter?" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
});

test("an unknown unsubscribe link answers 404 with an explanation", async ({ page }) => {
  const response = await page.goto("/unsubscribe?token=" + "0".repeat(48));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unsubscribe link not found" })).toBeVisible();
});
