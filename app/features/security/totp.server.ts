import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { adminTotp } from "~/db/schema";
import { site } from "~/content/site";
import { now } from "~/utils/clock.server";
import { refuse } from "~/utils/refusal";

/** What every authenticator app reads: RFC 6238 with SHA-1, 6 digits, 30-second steps. */
export const TOTP_OPTIONS = { period: 30, digits: 6, algorithm: "SHA-1" } as const;
type TotpOptions = { period: number; digits: number; algorithm: string };

const stepAt = (ms: number, period: number) => Math.floor(ms / 1000 / period);

// Loaded with the first code checked or the first setup: the public pages never need it (decision 0099).
const totp = () => import("@epic-web/totp");

/**
 * The time step (RFC 6238's counter) a code belongs to, or null: the current step or one either side
 * (clock skew of one step). The codes follow real time, as the authenticator in the admin's hand
 * does; a moved test clock (app/utils/clock.server.ts) would make every real code wrong.
 */
export async function totpStep(secret: string, otp: string, options: TotpOptions = TOTP_OPTIONS) {
  if (!/^\d+$/.test(otp) || otp.length !== options.digits) return null;
  // The library reads the clock itself: read it on both sides and try again if a step began between.
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = stepAt(Date.now(), options.period);
    const match = await (await totp()).verifyTOTP({ otp, secret, ...options, window: 1 });
    if (before !== stepAt(Date.now(), options.period)) continue;
    return match ? before + match.delta : null;
  }
  return null;
}

/** An admin's authenticator state: none, set up but not confirmed, or on. */
export async function totpState(adminUserId: number): Promise<"off" | "pending" | "on"> {
  const [row] = await db().select().from(adminTotp).where(eq(adminTotp.adminUserId, adminUserId));
  return !row ? "off" : row.confirmedAt ? "on" : "pending";
}

/**
 * Starts (or starts again) setting up an authenticator: a new secret, not on until a code confirms
 * it. Refused while one is on (turn it off first, with a code). The secret is answered here only.
 */
export async function startTotpSetup(adminUserId: number, email: string) {
  if ((await totpState(adminUserId)) === "on")
    return refuse(409, "An authenticator app is already on. Turn it off first.");
  const { generateTOTP, getTOTPAuthUri } = await totp();
  const { secret } = await generateTOTP(TOTP_OPTIONS);
  await db()
    .insert(adminTotp)
    .values({ adminUserId, secret })
    .onConflictDoUpdate({
      target: adminTotp.adminUserId,
      set: { secret, confirmedAt: null, lastUsedStep: null, createdAt: now() },
    });
  const otpauthUrl = getTOTPAuthUri({ ...TOTP_OPTIONS, secret, accountName: email, issuer: site.name });
  return { secret, otpauthUrl };
}

/** The key as a QR code (SVG) for an authenticator app to scan, beside the key written out. */
// qrcode is loaded when an admin sets up an authenticator, not at start (decision 0099).
export const totpQrSvg = async (otpauthUrl: string) =>
  (await import("qrcode")).default.toString(otpauthUrl, { type: "svg", margin: 1 });

/**
 * Takes a code for the admin's authenticator (pending when confirming, on when signing in), once:
 * the step it belongs to is stored, and a code of that step or an earlier one is refused afterwards.
 */
export async function takeTotpCode(adminUserId: number, code: string, confirming: boolean) {
  const [row] = await db()
    .select()
    .from(adminTotp)
    .where(
      and(
        eq(adminTotp.adminUserId, adminUserId),
        confirming ? isNull(adminTotp.confirmedAt) : isNotNull(adminTotp.confirmedAt),
      ),
    );
  if (!row) return false;
  const step = await totpStep(row.secret, code.trim());
  if (step === null) return false;
  // Atomic: of two requests with one code, one moves the step and the other finds it moved.
  const taken = await db()
    .update(adminTotp)
    .set({ lastUsedStep: step, ...(confirming ? { confirmedAt: now() } : {}) })
    .where(
      and(
        eq(adminTotp.adminUserId, adminUserId),
        eq(adminTotp.secret, row.secret),
        or(isNull(adminTotp.lastUsedStep), lt(adminTotp.lastUsedStep, step)),
      ),
    )
    .returning({ step: adminTotp.lastUsedStep });
  return taken.length === 1;
}

/** Turns the authenticator off (the Security view asks for a current code first). */
export async function removeTotp(adminUserId: number) {
  await db().delete(adminTotp).where(eq(adminTotp.adminUserId, adminUserId));
}
