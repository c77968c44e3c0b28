import type { Browser, Page } from "@playwright/test";
import { e2eServer } from "../setup/e2e-env";
import { test, expect, expectNoAxeViolations, logIn, newestLinkTo, waitForHydration } from "./fixtures";

/**
 * Inviting an admin (product.md §10.8): the owner invites someone on /admin/admins, the link
 * from the e-mail is accepted in another browser, the new admin lands in the admin; the owner sees
 * them and removes them, and their next page is refused. The suite's shared admin is left as it was.
 */

/** The path of the newest invitation link in the mails sent to `address` (the e2e SMTP sink). */
const inviteLink = (address: string) =>
  newestLinkTo(address, /https?:\/\/[^\s"<>]+\/admin\/invite\/[A-Za-z0-9_-]+/);

async function invite(page: Page, address: string) {
  await page.getByLabel("E-mail address").fill(address);
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${address}.` })).toBeVisible();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toContainText(address);
  await expect.poll(() => inviteLink(address), { timeout: 20_000 }).toBeTruthy();
  return inviteLink(address)!;
}

async function newBrowser(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: e2eServer.url, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test("an admin invites someone; they accept in another browser, sign in, and are removed again", async ({
  page,
  browser,
}) => {
  const address = `invited-${Date.now()}@example.com`;
  await logIn(page, "/admin/admins");
  await expect(page.getByRole("heading", { name: "Admins", level: 1 })).toBeVisible();
  const link = await invite(page, address);
  await expectNoAxeViolations(page);

  const invitee = await newBrowser(browser);
  try {
    const opened = await invitee.page.goto(link);
    // Kept out of caches and search engines, as every admin page.
    expect(opened?.headers()["cache-control"]).toBe("no-store");
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await waitForHydration(invitee.page);
    await expect(invitee.page.getByRole("heading", { name: "Accept the invitation" })).toBeVisible();
    await expect(invitee.page.getByTestId("invited-email")).toHaveText(address);
    await expect(invitee.page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
    await expectNoAxeViolations(invitee.page);
    const main = invitee.page.getByRole("main");
    await main.getByLabel("Password", { exact: true }).fill("short");
    await main.getByLabel("Password again").fill("short");
    await invitee.page.getByRole("button", { name: "Create my admin account" }).click();
    await expect(main.getByText("Password must be at least 12 characters")).toBeVisible();
    await expectNoAxeViolations(invitee.page);
    await main.getByLabel("Password", { exact: true }).fill("invited-admin-password");
    await main.getByLabel("Password again").fill("invited-admin-password");
    await invitee.page.getByRole("button", { name: "Create my admin account" }).click();
    await expect(invitee.page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
    await expect(invitee.page.getByText(`Signed in as ${address}`)).toBeVisible();

    // The owner sees the new admin (and no pending invitation for them), and removes them.
    await page.reload();
    const admins = page.getByRole("table", { name: "Admins" });
    await expect(admins).toContainText(address);
    await expect(page.getByRole("region", { name: "Pending invitations" })).not.toContainText(address);
    await page.getByRole("button", { name: `Remove ${address}` }).click();
    await expect(admins).not.toContainText(address);

    // The removed admin's next page is the login gate; the used link says so.
    await invitee.page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Outbox" })
      .click();
    await expect(invitee.page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(invitee.page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
    const used = await invitee.page.goto(link);
    expect(used?.status()).toBe(410);
    await expect(
      invitee.page.getByRole("heading", { name: "This invitation was already used" }),
    ).toBeVisible();
    await expectNoAxeViolations(invitee.page);
  } finally {
    await invitee.context.close();
  }
});

test("without JavaScript, a link is accepted by a plain form post; a revoked one shows a clear page", async ({
  page,
  browser,
}) => {
  const address = `invited-nojs-${Date.now()}@example.com`;
  const revoked = `invited-revoked-${Date.now()}@example.com`;
  await logIn(page, "/admin/admins");
  const link = await invite(page, address);
  const revokedLink = await invite(page, revoked);
  await page.getByRole("button", { name: `Revoke the invitation to ${revoked}` }).click();
  await expect(page.getByRole("region", { name: "Pending invitations" })).not.toContainText(revoked);

  const invitee = await newBrowser(browser, false);
  try {
    const gone = await invitee.page.goto(revokedLink);
    expect(gone?.status()).toBe(404);
    await expect(invitee.page.getByRole("heading", { name: "This invitation is not valid" })).toBeVisible();

    await invitee.page.goto(link);
    const main = invitee.page.getByRole("main");
    await main.getByLabel("Password", { exact: true }).fill("invited-admin-password");
    await main.getByLabel("Password again").fill("invited-admin-password");
    await invitee.page.getByRole("button", { name: "Create my admin account" }).click();
    await expect(invitee.page).toHaveURL(/\/admin\/people$/);
    await expect(invitee.page.getByText(`Signed in as ${address}`)).toBeVisible();
  } finally {
    await invitee.context.close();
  }
  // The shared admin leaves the suite as it found it: one admin more removed again.
  await page.reload();
  await page.getByRole("button", { name: `Remove ${address}` }).click();
  await expect(page.getByRole("table", { name: "Admins" })).not.toContainText(address);
});
