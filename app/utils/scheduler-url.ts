import type { Attribution } from "~/db/schema";

/** What the visitor's own browser knows of them: what they just typed, and their first touch. */
export type KnownVisitor = { name?: string | null; email?: string | null; attribution?: Attribution };

const UTM = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;

/**
 * The scheduling URL with what is known passed on (Calendly reads `name`, `email` and `utm_*` from
 * its URL: the form comes prefilled, and the booking's `tracking` carries the source). With nothing
 * known, the URL exactly as given.
 */
export function schedulerUrlFor(base: string, known: KnownVisitor): string {
  const url = new URL(base);
  const set = (key: string, value: string | null | undefined) => {
    const v = value?.trim();
    if (v) url.searchParams.set(key, v.slice(0, 200));
  };
  set("name", known.name);
  set("email", known.email);
  for (const key of UTM) set(key, known.attribution?.[key]);
  return url.searchParams.size === 0 ? base : url.toString();
}
