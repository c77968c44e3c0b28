import { inRequestTransaction } from "~/db/client.server";
import { recordAudit } from "~/services/audit.server";
import { LOGIN_WINDOW_MS } from "~/services/sign-in.server";
import { clearRateLimit, hitRateLimit, readRateLimit } from "~/services/rate-limit.server";
import { takeRecoveryCode } from "~/services/recovery-codes.server";
import { createAdminSession } from "~/services/session.server";
import { takeTotpCode } from "~/services/totp.server";
import { db } from "~/db/client.server";

/** Wrong second-step codes per admin, and per address, before that is refused for the window (as passwords). */
export const CODE_LIMIT_PER_ADMIN = 5;
export const CODE_LIMIT_PER_ADDRESS = 20;

export type SignInWay = "password" | "totp" | "recovery-code" | "passkey" | "invitation" | "owner-setup";

/**
 * Starts the admin's session and records the sign-in in one transaction; answers the Set-Cookie.
 * Every way in ends here (password alone, a second step, an accepted invitation).
 */
export function beginAdminSession(request: Request, adminUserId: number, address: string, way: SignInWay) {
  return inRequestTransaction(async (tx) => {
    const cookie = await createAdminSession(request, adminUserId, address);
    await recordAudit(tx, { action: `sign-in.${way}`, actorAdminId: adminUserId, address });
    return cookie;
  });
}

export type CodeResult =
  | { kind: "ok"; way: "totp" | "recovery-code" }
  | { kind: "invalid" }
  | { kind: "limited"; retryAfterSeconds: number };

/**
 * Checks a second-step code: 6 digits are the authenticator's (each used once), anything else a
 * recovery code (single use). Counted like passwords: per admin and per address, refused for the
 * window past the limit; a success takes its attempt back. A wrong code is recorded in the trail.
 */
export async function checkSecondStepCode(
  adminUserId: number,
  code: string,
  address: string,
): Promise<CodeResult> {
  const keys = [
    [`2fa:admin:${adminUserId}`, CODE_LIMIT_PER_ADMIN],
    [`2fa:ip:${address}`, CODE_LIMIT_PER_ADDRESS],
  ] as const;
  for (const [key, limit] of keys) {
    const seen = await readRateLimit(key, limit, LOGIN_WINDOW_MS);
    if (!seen.allowed) return { kind: "limited", retryAfterSeconds: seen.retryAfterSeconds };
  }
  for (const [key, limit] of keys) await hitRateLimit(key, limit, LOGIN_WINDOW_MS);
  const trimmed = code.trim();
  const way = /^\d{6}$/.test(trimmed) ? "totp" : "recovery-code";
  const ok =
    way === "totp"
      ? await takeTotpCode(adminUserId, trimmed, false)
      : await takeRecoveryCode(adminUserId, trimmed);
  if (!ok) {
    await recordAudit(db(), { action: "sign-in.second-step-failed", actorAdminId: adminUserId, address });
    return { kind: "invalid" };
  }
  await clearRateLimit(keys[0][0]);
  return { kind: "ok", way };
}
