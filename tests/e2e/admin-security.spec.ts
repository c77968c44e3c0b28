import { generateTOTP } from "@epic-web/totp";
import type { Page } from "@playwright/test";
import { e2eServer } from "../setup/e2e-env";
import { test, expect, expectNoAxeViolations, logIn, openAdminView } from "./fixtures";

const TOTP = { period: 30, digits: 6, algorithm: "SHA-1" } as const;

/** The code of the step after `afterStep` (each code is good once): waits for that step to begin. */
async function nextCode(page: Page, secret: string, afterStep: number) {
  const wait = (afterStep + 1) * 30_000 - Date.now() + 500;
  if (wait > 0) await page.waitForTimeout(wait);
  const step = Math.floor(Date.now() / 30_000);
  return { code: (await generateTOTP({ ...TOTP, secret })).otp, step };
}

test("an admin turns on an authenticator app, signs in with a code, and the Audit, Security and Backups views pass axe", async ({
  page,
}) => {
  // Two code steps are waited for (each code is good once): up to a minute.
  test.setTimeout(180_000);
  await logIn(page, "/admin/security");
  await expect(page.getByRole("heading", { name: "Security", level: 1 })).toBeVisible();
  await expect(page.getByText("Off: signing in needs the password only.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Where you are signed in" })).toContainText("This device");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code of the authenticator key" })).toBeVisible();
  const secret = (await page.locator("code").first().textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);
  const first = {
    code: (await generateTOTP({ ...TOTP, secret })).otp,
    step: Math.floor(Date.now() / 30_000),
  };
  await page.getByLabel("Code from the app").fill(first.code);
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(
    page.getByText("On: signing in asks for a code from your app after the password."),
  ).toBeVisible();

  {
    // Signed out, the password leads to the second step, and the code to the view.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    const main = page.getByRole("main");
    await main.getByLabel("Email", { exact: true }).fill(e2eServer.admin.email);
    await main.getByLabel("Password", { exact: true }).fill(e2eServer.admin.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Second step" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const signIn = await nextCode(page, secret, first.step);
    await main.getByLabel("Code", { exact: true }).fill(signIn.code);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Security", level: 1 })).toBeVisible();

    await openAdminView(page, "Audit");
    await expect(page.getByRole("table", { name: "Audit trail, newest first" })).toContainText(
      "sign-in.totp",
    );
    await expectNoAxeViolations(page);
    await openAdminView(page, "Backups");
    await expect(page.getByRole("button", { name: "Take a backup now" })).toBeVisible();
    await expectNoAxeViolations(page);
    await openAdminView(page, "Security");

    // Off again, with the next code, so the suite's other tests sign in with the password alone.
    const off = await nextCode(page, secret, signIn.step);
    await page.getByLabel("Code from the app").fill(off.code);
    await page.getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByText("Off: signing in needs the password only.")).toBeVisible();
  }
});
