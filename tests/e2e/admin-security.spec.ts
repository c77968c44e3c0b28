import { generateTOTP } from "@epic-web/totp";
import type { Page } from "@playwright/test";
import { e2eServer } from "../setup/e2e-env";
import { test, expect, expectNoAxeViolations, logIn, openAdminView } from "./fixtures";

const TOTP = { period: 30, digits: 6, algorithm: "SHA-1" } as const;

// Both tests turn a factor on for the suite's one admin and off again: one after the other.
test.describe.configure({ mode: "serial" });

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

test("an admin adds a passkey, signs in with the password then the passkey, and removes it (Chromium's virtual authenticator)", async ({
  page,
}) => {
  // WebAuthn needs a domain name: the e2e site is http://localhost (tests/setup/e2e-env.ts).
  expect(new URL(e2eServer.url).hostname).toBe("localhost");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await logIn(page, "/admin/security");
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("No passkey yet.")).toBeVisible();
  const add = passkeys.getByRole("button", { name: "Add a passkey" });
  // Enabled once the page's scripts run (the ceremony needs them).
  await expect(add).toBeEnabled();
  await passkeys.getByLabel("Passkey name").fill("E2E key");
  await add.click();
  await expect(passkeys.getByRole("status")).toHaveText('Passkey "E2E key" added.');
  const table = passkeys.getByRole("table", { name: "Your passkeys" });
  await expect(table).toContainText("E2E key");
  await expect(table).toContainText("Never");
  // The first factor: its 10 recovery codes, shown once.
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].rpId).toBe("localhost");
  await expectNoAxeViolations(page);

  // Signed out, the password leads to the second step; the passkey completes it.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  const main = page.getByRole("main");
  await main.getByLabel("Email", { exact: true }).fill(e2eServer.admin.email);
  await main.getByLabel("Password", { exact: true }).fill(e2eServer.admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Second step" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  const usePasskey = page.getByRole("button", { name: "Use a passkey" });
  await expect(usePasskey).toBeEnabled();
  await expectNoAxeViolations(page);
  await usePasskey.click();
  await expect(page.getByRole("heading", { name: "Security", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await expect(table).not.toContainText("Never");
  const after = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(after.credentials[0].signCount).toBeGreaterThan(0);

  await openAdminView(page, "Audit");
  const trail = page.getByRole("table", { name: "Audit trail, newest first" });
  await expect(trail).toContainText("sign-in.passkey");
  await expect(trail).toContainText("POST /api/admin/2fa/passkeys");
  await openAdminView(page, "Security");

  // Removed again, so the suite's other tests sign in with the password alone.
  await passkeys.getByRole("button", { name: "Remove E2E key" }).click();
  await expect(passkeys.getByText("No passkey yet.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Logout" }).click();
  // Signed out before the next visit: a goto right after the click could cancel the logout's post.
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await logIn(page, "/admin/security");
});
