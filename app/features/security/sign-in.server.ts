import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { adminUsers, rateLimits } from "~/db/schema";
import { findAdminByEmail, verifyPassword } from "~/features/admins/admins.server";
import { LOGIN_LIMIT_PER_ADDRESS, LOGIN_WINDOW_MS } from "~/features/admins/attempt-limits";
import { recordAudit } from "~/features/audit/audit.server";
import { clearRateLimit, hitRateLimit, readRateLimit, tooManyMessage } from "~/services/rate-limit.server";
import { destroyAdminSession, getAdminSession } from "~/services/session.server";
import { verifyAndConsumeCaptcha } from "~/services/captcha.server";
import { isRefused, refuse } from "~/utils/refusal";
import type { SignInRefused } from "./refusals.server";

/**
 * Failures per (e-mail, address) before that pair is refused (429) for the window: above the free
 * attempts, so that a single address meets the captcha first (the owner's typos), then the refusal.
 */
export const LOGIN_LIMIT_PER_PAIR = 10;
/** Failures per e-mail, from any address, after which every attempt needs a solved captcha. */
export const LOGIN_FREE_ATTEMPTS_PER_EMAIL = 5;

export const loginKeys = (email: string, clientIp: string) => {
  const account = email.trim().toLowerCase();
  return {
    email: `login:email:${account}`,
    pair: `login:pair:${account}|${clientIp}`,
    address: `login:ip:${clientIp}`,
  };
};

/**
 * An argon2id hash (same parameters as real ones) of a random password nobody knows: an unknown
 * e-mail is checked against it so that it costs as long as a wrong password.
 */
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$tyZMhg4GhXpe7lTp4/PkbA$lU5Svmu3ODHEcgO/HknmPfksDnNVm8ZyOhdQoKP6FwY";

export type LoginResult = { adminUserId: number; email: string } | SignInRefused;

// product.md §5's captcha message (contact form), used here too.
const CAPTCHA_REQUIRED = "Please complete the CAPTCHA verification.";

const limited = (retryAfterSeconds: number) =>
  refuse(429, tooManyMessage(retryAfterSeconds, "failed login attempts"), { retryAfterSeconds });

/** Past the free attempts for this e-mail each attempt needs a solved captcha: the form then shows it. */
const needsCaptcha = (message: string): SignInRefused => ({
  ...refuse(400, message, { field: "captchaToken" }),
  captchaRequired: true,
});

/**
 * Checks a login. Brute force meets three counters (atomic, so parallel guesses cannot slip past):
 * per address and per (e-mail, address) it is refused for the window; per e-mail, from any address,
 * it must solve a captcha for every further attempt instead. An attacker therefore cannot lock the
 * owner out (the owner's own address has its own counters, and the owner solves the captcha too),
 * and cannot guess without paying a proof of work per guess. A success takes its attempt back, so
 * only failures use up the limits, and forgets the e-mail's counts. Unknown e-mail and wrong
 * password give the same answer.
 */
export async function attemptLogin(
  email: string,
  password: string,
  clientIp: string,
  captchaToken?: string,
): Promise<LoginResult> {
  const keys = loginKeys(email, clientIp);
  const refusing = [
    [keys.pair, LOGIN_LIMIT_PER_PAIR],
    [keys.address, LOGIN_LIMIT_PER_ADDRESS],
  ] as const;
  for (const [key, limit] of refusing) {
    const seen = await readRateLimit(key, limit, LOGIN_WINDOW_MS);
    if (!seen.allowed) return limited(seen.retryAfterSeconds);
  }
  let retry = 0;
  for (const [key, limit] of refusing) {
    const hit = await hitRateLimit(key, limit, LOGIN_WINDOW_MS);
    if (!hit.allowed) retry = Math.max(retry, hit.retryAfterSeconds);
  }
  if (retry > 0) return limited(retry);

  const byEmail = await hitRateLimit(keys.email, LOGIN_FREE_ATTEMPTS_PER_EMAIL, LOGIN_WINDOW_MS);
  if (!byEmail.allowed) {
    if (!captchaToken) return needsCaptcha(CAPTCHA_REQUIRED);
    const captcha = await verifyAndConsumeCaptcha(db(), captchaToken);
    if (isRefused(captcha)) return needsCaptcha(captcha.refused.message);
  }

  const admin = await findAdminByEmail(email);
  const ok = await verifyPassword(admin?.passwordHash ?? DUMMY_HASH, password);
  // The same answer for an unknown e-mail and a wrong password.
  if (!admin || !ok)
    return { ...refuse(401, "Invalid credentials"), captchaRequired: byEmail.remaining === 0 };
  await clearRateLimit(keys.email);
  await clearRateLimit(keys.pair);
  await db()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keys.address));
  return { adminUserId: admin.id, email: admin.email };
}

export async function adminEmailById(id: number): Promise<string | undefined> {
  const [row] = await db()
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .limit(1);
  return row?.email;
}

/**
 * Ends the request's admin session (fine without one) and records the sign-out in the audit trail,
 * which the gates do not see (there is no session after it). Returns the cookie that clears it.
 */
export async function signOut(request: Request, address: string) {
  const session = await getAdminSession(request);
  const cookie = await destroyAdminSession(request);
  if (session) await recordAudit(db(), { action: "sign-out", actorAdminId: session.adminUserId, address });
  return cookie;
}
