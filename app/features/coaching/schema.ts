import { z } from "zod";
import { emailField, optionalUrl, publicFormExtras, requiredText } from "~/schemas/common";
import { listFields } from "~/schemas/admin-lists";
import { typedCents } from "~/features/payments/money";
import { cents } from "~/features/payments/schema";
import { keysOf } from "~/utils/choices";
import { SLUG_PATTERN, slugify } from "~/utils/slug";

// Coaching packs as the owner writes them and a client buys them (product.md §10.16, decision 0110):
// the admin JSON API and /admin/coaching read them with these schemas, the view's forms through
// their `fromForm`; /coaching's buy form with `buyPackSchema`.

export const PACK_KIND_LABELS = { coaching: "Coaching calls", "office-hours": "Office hours" } as const;
export const PACK_KINDS = keysOf(PACK_KIND_LABELS);
export type PackKind = (typeof PACK_KINDS)[number];

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** Stripe's least charge in US dollars is $0.50; a pack is always paid for. At most $100,000. */
const PRICE_MIN = 50;

/** A pack as the owner creates or replaces it (POST /api/admin/packs, PUT /api/admin/packs/{id}). */
export const packSchema = z
  .object({
    title: requiredText("Title", 200),
    slug: requiredText("Slug", 120).regex(
      SLUG_PATTERN,
      "Slug may hold lowercase letters, digits and hyphens",
    ),
    kind: z.enum(PACK_KINDS, { error: `kind must be one of: ${PACK_KINDS.join(", ")}` }),
    sessions: whole("Sessions", 1, 50).nullish(),
    months: whole("Months", 1, 24),
    priceCents: z
      .number({ error: "Price must be a whole number of US cents" })
      .int("Price must be a whole number of US cents")
      .min(PRICE_MIN, "Price must be at least $0.50 (Stripe's least charge)")
      .max(10_000_000, "Price must be at most $100,000"),
    published: z.boolean({ error: "published must be true or false" }).default(false),
    schedulerEventTypeUri: optionalUrl("Scheduler event type"),
    joinUrl: optionalUrl("Join URL"),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.kind === "coaching" && (p.sessions === null || p.sessions === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["sessions"],
        message: "Sessions is required for coaching (1-50)",
      });
    if (p.kind === "office-hours" && p.sessions !== null && p.sessions !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["sessions"],
        message: "Office hours count no sessions: leave it empty",
      });
    if (p.kind === "office-hours" && !p.joinUrl)
      ctx.addIssue({
        code: "custom",
        path: ["joinUrl"],
        message: "Office hours need the weekly slot's join URL",
      });
  })
  .transform((p) => ({ ...p, sessions: p.kind === "coaching" ? p.sessions! : null }));
export type PackInput = z.output<typeof packSchema>;

/**
 * How the pack dialog's text reads as the API's JSON: the price typed in dollars ("495",
 * "$1,250.50"), empty numbers and links left out, a ticked box "on", an empty slug made from the
 * title. No rule of its own: `packSchema` then checks it, in the browser and on the server.
 */
export function packFromForm(raw: unknown) {
  if (typeof raw !== "object" || raw === null) return raw;
  const form = raw as Record<string, unknown>;
  const text = (k: string) => (typeof form[k] === "string" ? (form[k] as string).trim() : "");
  const number = (k: string) => (text(k) === "" ? null : Number(text(k)));
  return {
    title: text("title"),
    slug: text("slug") || slugify(text("title")),
    kind: text("kind"),
    sessions: text("kind") === "coaching" ? number("sessions") : null,
    months: number("months") ?? undefined,
    priceCents: typedCents(text("price")),
    published: form.published === "on" || form.published === "true",
    schedulerEventTypeUri: text("schedulerEventTypeUri") || null,
    joinUrl: text("joinUrl") || null,
  };
}

/** POST /api/admin/packs/clients/{clientPackId}/credits: credits added (positive) or removed, and why. */
export const creditChangeSchema = z
  .object({
    change: z
      .number({ error: "change must be a whole number of credits" })
      .int("change must be a whole number of credits")
      .min(-50, "change must be at least -50")
      .max(50, "change must be at most 50")
      .refine((n) => n !== 0, "change must not be 0"),
    reason: requiredText("Reason", 500),
  })
  .strict();

/** PUT /api/admin/packs/clients/{clientPackId}: the pack's new last day. */
export const extendPackSchema = z
  .object({
    endsOn: z.iso.date({ error: "endsOn must be a date (YYYY-MM-DD)" }),
  })
  .strict();

/** The view's credit form: the change typed as text. */
export function creditChangeFromForm(raw: unknown) {
  if (typeof raw !== "object" || raw === null) return raw;
  const form = raw as Record<string, unknown>;
  const change = typeof form.change === "string" ? form.change.trim() : "";
  return { change: change === "" ? undefined : Number(change), reason: form.reason };
}

/** GET /api/admin/packs: search in title and slug. */
export const packListQuerySchema = z.object(listFields);
export type PackListQuery = z.infer<typeof packListQuerySchema>;

/** GET /api/admin/packs/clients: search in the client's name and e-mail, and the pack's title. */
export const clientPackListQuerySchema = z.object(listFields);
export type ClientPackListQuery = z.infer<typeof clientPackListQuerySchema>;

/** /coaching's buy form (no sign-in: the name and e-mail the pack and its receipt go to). */
export const buyPackSchema = z.object({
  name: requiredText("Full name", 100),
  email: emailField(),
  packId: z.coerce.number({ error: "Choose a pack" }).int("Choose a pack").positive("Choose a pack"),
  ...publicFormExtras,
});

/**
 * POST /api/admin/packs/clients/{clientPackId}/refund: the amount refunded, all that is left of the
 * payment unless given (decision 0110).
 */
export const packRefundSchema = z
  .object({ amountCents: cents("amountCents", 10_000_000, 1).optional() })
  .strict();

/** The view's refund form: the amount typed in dollars (required there: an empty field is no amount). */
export const packRefundFromForm = (raw: unknown) => {
  const amount = (raw as Record<string, unknown> | null)?.amount;
  return { amountCents: typeof amount === "string" ? (typedCents(amount) ?? NaN) : undefined };
};
