import { createHmac } from "node:crypto";
import type { Challenge } from "altcha-lib";
import { z } from "zod";
import { lt } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { captchaUses } from "~/db/schema";
import { env } from "~/utils/env.server";
import { refuse, type Refused } from "~/utils/refusal";

/**
 * ALTCHA proof-of-work captcha (product.md §10): self-hosted, no third party.
 *
 * Deterministic mode: the server picks the counter the browser must find and signs the derived key,
 * so verifying costs one HMAC. PBKDF2 at 100 rounds per try and a counter under 2,500 keeps a phone
 * under a second (the widget splits the search over several workers) while a bot still pays per form.
 */
const ALGORITHM = "PBKDF2/SHA-256";
const COST = 100;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 2_500;
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

function secrets() {
  const key = env().CAPTCHA_HMAC_KEY;
  // A second secret for the derived-key signature, derived from the first so one variable suffices.
  const keySecret = createHmac("sha256", key).update("altcha-derived-key-signature").digest("hex");
  return { hmacSignatureSecret: key, hmacKeySignatureSecret: keySecret };
}

// Loaded with the first challenge a form asks for: a page read alone never needs it (decision 0099).
const altcha = async () => {
  const [lib, pbkdf2] = await Promise.all([import("altcha-lib"), import("altcha-lib/algorithms/pbkdf2")]);
  return { ...lib, deriveKey: pbkdf2.deriveKey };
};

export async function issueChallenge(): Promise<Challenge> {
  const { createChallenge, randomInt, deriveKey } = await altcha();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    ...secrets(),
  });
}

/** What the widget submits: base64 of { challenge: { parameters, signature }, solution }. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().max(128),
        salt: z.string().max(128),
        cost: z.number().int(),
        keyLength: z.number().int(),
        keyPrefix: z.string().max(256),
        keySignature: z.string().max(256).optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().min(16).max(256),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

type CaptchaFailure = "invalid" | "expired" | "used";

/** A solution accepted, or refused in the one shape: 403 on the captcha's field, saying why. */
export type CaptchaResult = { ok: true } | Refused;

const refused = (failure: CaptchaFailure) => refuse(403, captchaMessages[failure], { field: "captchaToken" });

function decode(token: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a submitted captcha token and records it as used, in `tx` (the transaction that stores the
 * form), so a solution is accepted once: a replay, even a concurrent one, finds the row and is refused.
 */
export async function verifyAndConsumeCaptcha(tx: DbOrTx, token: string): Promise<CaptchaResult> {
  const payload = decode(token);
  if (!payload) return refused("invalid");
  const { challenge, solution } = payload;
  // Only challenges that expire can be remembered until they do.
  if (!challenge.parameters.expiresAt) return refused("invalid");
  const { verifySolution, deriveKey } = await altcha();
  let result;
  try {
    result = await verifySolution({ challenge: challenge as Challenge, solution, deriveKey, ...secrets() });
  } catch {
    return refused("invalid");
  }
  if (result.expired) return refused("expired");
  if (!result.verified) return refused("invalid");
  const inserted = await tx
    .insert(captchaUses)
    .values({ signature: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  return inserted.length === 1 ? { ok: true } : refused("used");
}

export const captchaMessages: Record<CaptchaFailure, string> = {
  invalid: "The CAPTCHA verification failed. Please complete it again.",
  expired: "The CAPTCHA verification expired. Please complete it again.",
  used: "This CAPTCHA verification was already used. Please complete it again.",
};

/** Forgets the used-challenge entries past their expiry (housekeeping, hourly). */
export async function pruneCaptchaUses(now: Date) {
  await db().delete(captchaUses).where(lt(captchaUses.expiresAt, now));
}
