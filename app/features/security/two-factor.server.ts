import { inRequestTransaction } from "~/db/client.server";
import { recordAudit } from "~/features/audit/audit.server";
import { LOGIN_WINDOW_MS } from "~/features/admins/attempt-limits";
import { clearRateLimit, hitRateLimit, readRateLimit, tooManyMessage } from "~/services/rate-limit.server";
import { takeRecoveryCode } from "~/features/security/recovery-codes.server";
import { createAdminSession } from "~/services/session.server";
import { takeTotpCode } from "~/features/security/totp.server";
import { takePasskeyAssertion } from "~/features/security/passkeys.server";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { db } from "~/db/client.server";
import { refuse, type Refused } from "~/utils/refusal";

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

type Way = "totp" | "recovery-code" | "passkey";
export type CodeResult = { way: Way } | Refused;

/** What a refused attempt says: the failures counted (429) and a wrong answer (401). */
type Words = { tooMany: string; wrong: string };

const WRONG_CODE = "That code is not valid. Try the current code, or a recovery code.";
const WRONG_PASSKEY = "That passkey was not accepted. Try again, or enter a code instead.";

/**
 * One attempt at the second step, counted like passwords: per admin and per address, refused for the
 * window past the limit; a success takes its attempt back. A failure is recorded in the trail.
 */
async function limitedAttempt(
  adminUserId: number,
  address: string,
  words: Words,
  attempt: () => Promise<Way | null>,
): Promise<CodeResult> {
  const keys = [
    [`2fa:admin:${adminUserId}`, CODE_LIMIT_PER_ADMIN],
    [`2fa:ip:${address}`, CODE_LIMIT_PER_ADDRESS],
  ] as const;
  for (const [key, limit] of keys) {
    const seen = await readRateLimit(key, limit, LOGIN_WINDOW_MS);
    if (!seen.allowed) {
      const { retryAfterSeconds } = seen;
      return refuse(429, tooManyMessage(retryAfterSeconds, words.tooMany), { retryAfterSeconds });
    }
  }
  for (const [key, limit] of keys) await hitRateLimit(key, limit, LOGIN_WINDOW_MS);
  const way = await attempt();
  if (!way) {
    await recordAudit(db(), { action: "sign-in.second-step-failed", actorAdminId: adminUserId, address });
    return refuse(401, words.wrong);
  }
  await clearRateLimit(keys[0][0]);
  return { way };
}

/**
 * Checks a second-step code: 6 digits are the authenticator's (each used once), anything else a
 * recovery code (single use).
 */
export function checkSecondStepCode(adminUserId: number, code: string, address: string) {
  return limitedAttempt(adminUserId, address, { tooMany: "wrong codes", wrong: WRONG_CODE }, async () => {
    const trimmed = code.trim();
    if (/^\d{6}$/.test(trimmed)) return (await takeTotpCode(adminUserId, trimmed, false)) ? "totp" : null;
    return (await takeRecoveryCode(adminUserId, trimmed)) ? "recovery-code" : null;
  });
}

/** Checks a passkey's answer on the second step, counted with the codes (a wrong one is a failed attempt). */
export function checkSecondStepPasskey(
  step: { key: string; adminUserId: number },
  response: AuthenticationResponseJSON,
  address: string,
) {
  const words = { tooMany: "failed attempts", wrong: WRONG_PASSKEY };
  return limitedAttempt(step.adminUserId, address, words, async () =>
    (await takePasskeyAssertion(step.key, step.adminUserId, response)) ? "passkey" : null,
  );
}
