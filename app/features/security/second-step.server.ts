import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNotNull, lt } from "drizzle-orm";
import { createCookie } from "react-router";
import { db } from "~/db/client.server";
import { adminPasskeys, adminSignInSteps, adminTotp } from "~/db/schema";
import { now, nowMs } from "~/utils/clock.server";
import { env, secureCookies } from "~/utils/env.server";

/**
 * The "second step" of a sign-in: a right password for an admin with a factor on (or, with
 * ADMIN_REQUIRE_2FA=1, one to set up) gives this short-lived state, not a session. It lives in its
 * own cookie and table: nothing that needs an admin session reads either, so nothing admin-only
 * answers to it. A code, a passkey or a recovery code (or the factor's setup) turns it into a session.
 */
export const SECOND_STEP_MS = 10 * 60 * 1000;

const rowId = (id: string) => createHash("sha256").update(id).digest("hex");

const cookie = () =>
  createCookie(secureCookies() ? "__Host-admin_second_step" : "admin_second_step", {
    secrets: [env().SESSION_SECRET],
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: SECOND_STEP_MS / 1000,
  });

/** Which factors the admin has on. */
export async function factorsOf(adminUserId: number) {
  const [[totp], [passkeys]] = await Promise.all([
    db()
      .select({ n: count() })
      .from(adminTotp)
      .where(and(eq(adminTotp.adminUserId, adminUserId), isNotNull(adminTotp.confirmedAt))),
    db().select({ n: count() }).from(adminPasskeys).where(eq(adminPasskeys.adminUserId, adminUserId)),
  ]);
  return { totp: totp.n > 0, passkeys: passkeys.n };
}

/** After a right password: a session at once, a second step (a factor is on), or a factor to set up first. */
export async function nextStepAfterPassword(adminUserId: number): Promise<"session" | "code" | "setup"> {
  const f = await factorsOf(adminUserId);
  if (f.totp || f.passkeys > 0) return "code";
  return env().ADMIN_REQUIRE_2FA === "1" ? "setup" : "session";
}

/** Starts the second step for the admin; answers its Set-Cookie header. */
export async function startSecondStep(adminUserId: number): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db().delete(adminSignInSteps).where(lt(adminSignInSteps.expiresAt, now()));
  await db()
    .insert(adminSignInSteps)
    .values({ id: rowId(id), adminUserId, expiresAt: new Date(nowMs() + SECOND_STEP_MS) });
  return cookie().serialize(id);
}

export type SecondStep = { key: string; adminUserId: number; webauthnChallenge: string | null };

/** The request's second step, while it lasts. */
export async function readSecondStep(request: Request): Promise<SecondStep | undefined> {
  const id: unknown = await cookie().parse(request.headers.get("cookie"));
  if (typeof id !== "string" || !id) return undefined;
  const [row] = await db()
    .select()
    .from(adminSignInSteps)
    .where(and(eq(adminSignInSteps.id, rowId(id)), gt(adminSignInSteps.expiresAt, now())));
  return row
    ? { key: row.id, adminUserId: row.adminUserId, webauthnChallenge: row.webauthnChallenge }
    : undefined;
}

/** Ends the second step (done or abandoned); answers the Set-Cookie header that clears it. */
export async function endSecondStep(step: SecondStep | undefined): Promise<string> {
  if (step) await db().delete(adminSignInSteps).where(eq(adminSignInSteps.id, step.key));
  return cookie().serialize("", { maxAge: 0 });
}
