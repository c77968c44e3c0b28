import { createHmac, timingSafeEqual } from "node:crypto";

/** How far a signed timestamp may be from our clock, either way (a replay window of 5 minutes). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Whether `hex` is the HMAC-SHA256 of `payload` with `secret`, compared in constant time. */
export function hmacMatches(secret: string, payload: string, hex: string) {
  const expected = createHmac("sha256", secret).update(payload, "utf8").digest();
  if (!/^[0-9a-f]+$/i.test(hex) || hex.length !== expected.length * 2) return false;
  return timingSafeEqual(Buffer.from(hex, "hex"), expected);
}

/** The header Calendly signs with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export function signatureHeader(secret: string, rawBody: string, unixSeconds: number) {
  const v1 = createHmac("sha256", secret).update(`${unixSeconds}.${rawBody}`).digest("hex");
  return `t=${unixSeconds},v1=${v1}`;
}

/**
 * Checks a `Calendly-Webhook-Signature` header against the raw body as received (never a re-encoded
 * parse of it): every v1 value is compared in constant time with our HMAC, and the timestamp must be
 * within SIGNATURE_TOLERANCE_SECONDS of `nowMs` (the shared clock, app/utils/clock.server.ts).
 */
export function verifySignature(
  header: string | null,
  rawBody: string,
  secret: string,
  nowMs: number,
): SignatureCheck {
  if (!header) return { ok: false, reason: "The Calendly-Webhook-Signature header is missing." };
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = parts.find(([k]) => k === "t")?.[1];
  const signatures = parts.filter(([k, v]) => k === "v1" && v).map(([, v]) => v);
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) {
    return { ok: false, reason: "The Calendly-Webhook-Signature header is malformed." };
  }
  if (Math.abs(nowMs / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) {
    return { ok: false, reason: "The signature's timestamp is more than 5 minutes off." };
  }
  const matches = signatures.some((hex) => hmacMatches(secret, `${t}.${rawBody}`, hex));
  return matches ? { ok: true } : { ok: false, reason: "The signature does not match." };
}
