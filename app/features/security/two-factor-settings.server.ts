import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  adminPasskeyChallenges,
  adminPasskeys,
  adminRecoveryCodes,
  adminSignInSteps,
  adminTotp,
  sessions,
} from "~/db/schema";
import { findAdminByEmail } from "~/features/admins/admins.server";
import { recordAudit } from "~/features/audit/audit.server";
import {
  LAST_FACTOR_TEXT,
  listPasskeys,
  startPasskeyRegistration,
} from "~/features/security/passkeys.server";
import { recoveryCodesLeft, renewRecoveryCodes } from "~/features/security/recovery-codes.server";
import { factorsOf } from "~/features/security/second-step.server";
import { adminEmailById } from "~/features/security/sign-in.server";
import { env } from "~/utils/env.server";
import { refuse } from "~/utils/refusal";
import { removeTotp, startTotpSetup, totpState, takeTotpCode } from "~/features/security/totp.server";

/** What the admin's Security view and GET /api/admin/2fa show of their factors. */
export async function twoFactorStatus(adminUserId: number) {
  const [totp, passkeys, left] = await Promise.all([
    totpState(adminUserId),
    listPasskeys(adminUserId),
    recoveryCodesLeft(adminUserId),
  ]);
  return { totp, passkeys, recoveryCodesLeft: left };
}

export async function startTotp(adminUserId: number) {
  return startTotpSetup(adminUserId, (await adminEmailById(adminUserId)) ?? "admin");
}

/** Starts adding a passkey: the options for the browser (the admin's e-mail is the account's name). */
export async function startPasskey(adminUserId: number) {
  return startPasskeyRegistration(adminUserId, (await adminEmailById(adminUserId)) ?? "admin");
}

/** Confirms a pending authenticator with its current code; the first factor brings the recovery codes. */
export async function confirmTotp(adminUserId: number, code: string) {
  if (!(await takeTotpCode(adminUserId, code, true)))
    return refuse(400, "That code is not valid. Start the setup, then enter the current code.", {
      field: "code",
    });
  return { recoveryCodes: await renewRecoveryCodes(adminUserId) };
}

/**
 * Turns the authenticator off with a current code (so a session left open cannot do it alone). With
 * ADMIN_REQUIRE_2FA=1 the admin's last factor stays, as for passkeys (product.md §10.8).
 */
export async function turnTotpOff(adminUserId: number, code: string) {
  const f = await factorsOf(adminUserId);
  if (f.totp && f.passkeys === 0 && env().ADMIN_REQUIRE_2FA === "1") return refuse(409, LAST_FACTOR_TEXT);
  if (!(await takeTotpCode(adminUserId, code, false)))
    return refuse(400, "That code is not valid. Enter the current code.", { field: "code" });
  await removeTotp(adminUserId);
  return { ok: true as const };
}

/** New recovery codes, only while a factor is on (without one they would sign nobody in). */
export async function renewCodes(adminUserId: number) {
  const f = await factorsOf(adminUserId);
  if (!f.totp && f.passkeys === 0) return refuse(409, "Turn on an authenticator app or add a passkey first.");
  return { recoveryCodes: await renewRecoveryCodes(adminUserId) };
}

/**
 * npm run admin:reset-2fa: the admin's authenticator, passkeys and recovery codes removed and their
 * sessions ended, in one transaction with its audit entry (actor: none, the server's operator).
 */
export async function resetSecondFactor(email: string) {
  const admin = await findAdminByEmail(email);
  if (!admin) return undefined;
  await db().transaction(async (tx) => {
    await tx.delete(adminTotp).where(eq(adminTotp.adminUserId, admin.id));
    await tx.delete(adminPasskeys).where(eq(adminPasskeys.adminUserId, admin.id));
    await tx.delete(adminPasskeyChallenges).where(eq(adminPasskeyChallenges.adminUserId, admin.id));
    await tx.delete(adminSignInSteps).where(eq(adminSignInSteps.adminUserId, admin.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, admin.id));
    await tx.delete(sessions).where(eq(sessions.adminUserId, admin.id));
    await recordAudit(tx, {
      action: "2fa.reset-by-operator",
      actorAdminId: null,
      target: { type: "admin", id: admin.id },
    });
  });
  return { email: admin.email };
}
