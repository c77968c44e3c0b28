import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { adminUsers, rateLimits } from "~/db/schema";
import { findAdminByEmail, verifyPassword } from "~/services/admin-users.server";
import { clearRateLimit, hitRateLimit, readRateLimit } from "~/services/rate-limit.server";

// Login attempts are counted in the database so that every app instance shares them.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMIT_PER_EMAIL = 5;
export const LOGIN_LIMIT_PER_ADDRESS = 20;

export const loginKeys = (email: string, clientIp: string) => ({
  email: `login:email:${email.trim().toLowerCase()}`,
  address: `login:ip:${clientIp}`,
});

/**
 * An argon2id hash (same parameters as real ones) of a random password nobody knows: an unknown
 * e-mail is checked against it so that it costs as long as a wrong password.
 */
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$tyZMhg4GhXpe7lTp4/PkbA$lU5Svmu3ODHEcgO/HknmPfksDnNVm8ZyOhdQoKP6FwY";

export type LoginResult =
  | { kind: "ok"; adminUserId: number; email: string }
  | { kind: "invalid" }
  | { kind: "limited"; retryAfterSeconds: number };

/**
 * Checks a login. Attempts are counted per e-mail and per client address before the password is
 * checked (atomically, so parallel guesses cannot slip past the limit); a success takes its attempt
 * back, so only failures use up the limits, and forgets the e-mail's count. Unknown e-mail and
 * wrong password give the same answer.
 */
export async function attemptLogin(email: string, password: string, clientIp: string): Promise<LoginResult> {
  const keys = loginKeys(email, clientIp);
  for (const [key, limit] of [
    [keys.email, LOGIN_LIMIT_PER_EMAIL],
    [keys.address, LOGIN_LIMIT_PER_ADDRESS],
  ] as const) {
    const seen = await readRateLimit(key, limit, LOGIN_WINDOW_MS);
    if (!seen.allowed) return { kind: "limited", retryAfterSeconds: seen.retryAfterSeconds };
  }
  const byEmail = await hitRateLimit(keys.email, LOGIN_LIMIT_PER_EMAIL, LOGIN_WINDOW_MS);
  const byAddress = await hitRateLimit(keys.address, LOGIN_LIMIT_PER_ADDRESS, LOGIN_WINDOW_MS);
  if (!byEmail.allowed || !byAddress.allowed) {
    const retry = Math.max(
      byEmail.allowed ? 0 : byEmail.retryAfterSeconds,
      byAddress.allowed ? 0 : byAddress.retryAfterSeconds,
    );
    return { kind: "limited", retryAfterSeconds: retry };
  }

  const admin = await findAdminByEmail(email);
  const ok = await verifyPassword(admin?.passwordHash ?? DUMMY_HASH, password);
  if (!admin || !ok) return { kind: "invalid" };
  await clearRateLimit(keys.email);
  await db()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keys.address));
  return { kind: "ok", adminUserId: admin.id, email: admin.email };
}

export async function adminEmailById(id: number): Promise<string | undefined> {
  const [row] = await db()
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .limit(1);
  return row?.email;
}
