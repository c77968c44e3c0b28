import { z } from "zod";

// zod 4 probes `new Function("")` on the first object parse to decide whether it may compile
// validators; our CSP forbids eval, so in the browser that probe is a reported CSP violation
// (Lighthouse best practices < 100). Every schema in app/schemas imports this module, so this runs
// before any parse, in the browser and on the server alike (the interpreted path is fast enough).
z.config({ jitless: true });

/** Trimmed text of bounded length; `min` gives the product's message when too short. */
export const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** A string field whose absence or wrong type reads "<label> is required" rather than zod's default. */
export const requiredString = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  });

/** Required text: "<label> is required" when missing or blank, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  requiredString(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: trimmed, at most `max`, and an empty value is stored as null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
};

/** An optional http(s) address: empty is stored as null. */
export const optionalUrl = (label: string) =>
  optionalText(label, 2000).refine((v) => v === null || isHttpUrl(v), {
    message: `${label} must be an http:// or https:// address`,
  });

export const emailField = (message = "Please enter a valid email address") =>
  requiredString("Email").trim().max(254, message).pipe(z.email(message));

const utm = z.string().trim().max(200).optional();

/** Where the visitor came from (captured on first arrival, see app/utils/attribution.ts). */
export const attributionSchema = z
  .object({
    landingPage: z.string().trim().max(500).optional(),
    referrer: z.string().trim().max(500).optional(),
    utm_source: utm,
    utm_medium: utm,
    utm_campaign: utm,
    utm_term: utm,
    utm_content: utm,
  })
  .strip();

/**
 * Fields every public form sends besides its own: attribution, and the honeypot `website` that
 * people never see and bots fill in.
 */
export const publicFormExtras = {
  attribution: attributionSchema.optional(),
  website: z.string().max(500).optional(),
};
