import { z } from "zod";
import { instantFromLocal, isoInZone, isTimeZone } from "~/utils/event-time";
import { SLUG_PATTERN, slugify } from "~/utils/slug";
import { requiredString, requiredText, optionalUrl } from "~/schemas/common";
import { listFields } from "~/schemas/admin-lists";

// A webinar event as the owner writes it (product.md §10.9): the admin JSON API and the
// /admin/events views read it with these schemas, the views' forms through `eventFromForm`.

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const EVENT_STATUSES = ["confirmed", "waitlisted", "cancelled", "attended", "no_show"] as const;

const fields = {
  title: requiredText("Title", 200),
  slug: requiredText("Slug", 120).regex(SLUG_PATTERN, "Slug may hold lowercase letters, digits and hyphens"),
  summary: requiredText("Summary", 2000),
  agenda: z
    .array(
      z.object({
        minutes: z
          .string({ error: "Each agenda item needs its minutes" })
          .trim()
          .max(20, "Minutes: at most 20 characters"),
        title: requiredText("Agenda item", 300),
      }),
      { error: "Agenda must be a list" },
    )
    .max(30, "At most 30 agenda items"),
  takeaways: z
    .array(requiredText("Takeaway", 300), { error: "Takeaways must be a list" })
    .max(30, "At most 30 takeaways"),
  startsAt: z.iso
    .datetime({ offset: true, error: "startsAt must be an ISO date and time with its offset" })
    .transform((v) => new Date(v)),
  timeZone: requiredString("Time zone").refine(
    isTimeZone,
    "Time zone must be an IANA zone such as America/New_York",
  ),
  durationMinutes: whole("Duration", 5, 24 * 60),
  capacity: whole("Capacity", 1, 100_000),
  /** US cents a seat costs; 0 is free (product.md §10.14). At most $100,000. */
  priceCents: whole("Price", 0, 10_000_000),
  joinUrl: optionalUrl("Join URL"),
  replayUrl: optionalUrl("Replay URL"),
  host: requiredText("Host", 200),
  published: z.boolean({ error: "published must be true or false" }),
};

/** POST /api/admin/events: a new event. */
export const eventCreateSchema = z.object({
  ...fields,
  agenda: fields.agenda.default([]),
  takeaways: fields.takeaways.default([]),
  priceCents: fields.priceCents.default(0),
  published: fields.published.default(false),
});
export type EventInput = z.output<typeof eventCreateSchema>;

/**
 * PUT /api/admin/events/{id}: the fields to change (any of the above), and `cancelled: true` to
 * cancel the event (everyone registered gets METHOD:CANCEL).
 */
export const eventUpdateSchema = z
  .object({
    ...fields,
    cancelled: z.literal(true, { error: "cancelled can only be true (a cancellation is final)" }),
  })
  .partial()
  .strict();
export type EventUpdate = z.output<typeof eventUpdateSchema>;

/** PUT /api/admin/events/{id}/registrations/{registrationId}, and the checklist's marks. */
export const registrationStatusSchema = z.object({
  status: z.enum(EVENT_STATUSES, { error: `status must be one of: ${EVENT_STATUSES.join(", ")}` }),
});

/**
 * How the admin's event form reads as the API's JSON (every field is text): the start is a
 * wall-clock time in the chosen zone, agenda lines are "minutes | title", takeaways one per line, an
 * empty slug is made from the title and the date, a ticked box is "on". No rule of its own: the
 * create or update schema then checks it, in the browser and on the server.
 */
export function eventFromForm(raw: unknown) {
  if (typeof raw !== "object" || raw === null) return raw;
  const form = raw as Record<string, unknown>;
  const text = (k: string) => (typeof form[k] === "string" ? (form[k] as string).trim() : "");
  const zone = text("timeZone");
  const local = text("startsLocal");
  const at = isTimeZone(zone) ? instantFromLocal(local, zone) : null;
  const lines = (k: string) =>
    text(k)
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
  const number = (k: string) => (text(k) === "" ? undefined : Number(text(k)));
  // The price is typed in dollars ("495", "$1,250.50"); empty is free.
  const price = text("price").replace(/^\$/, "").replaceAll(",", "");
  return {
    title: text("title"),
    slug: text("slug") || slugify(`${text("title")} ${local.slice(0, 10)}`),
    summary: text("summary"),
    agenda: lines("agenda").map((l) => {
      const [minutes, ...rest] = l.split("|");
      return rest.length
        ? { minutes: minutes.trim(), title: rest.join("|").trim() }
        : { minutes: "", title: l };
    }),
    takeaways: lines("takeaways"),
    startsAt: at ? isoInZone(at, zone) : local ? "invalid" : undefined,
    timeZone: zone,
    durationMinutes: number("durationMinutes"),
    capacity: number("capacity"),
    priceCents: price === "" ? 0 : /^\d+(\.\d{1,2})?$/.test(price) ? Math.round(Number(price) * 100) : NaN,
    joinUrl: text("joinUrl") || null,
    replayUrl: text("replayUrl") || null,
    host: text("host"),
    published: form.published === "on" || form.published === "true",
  };
}

/** GET /api/admin/events (and /admin/events): search in title, slug and host. */
export const eventListQuerySchema = z.object(listFields);
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** GET /api/admin/events/{id}/registrations (and its view): search in name and e-mail; one status. */
export const registrationListQuerySchema = z.object({
  ...listFields,
  status: z.enum(EVENT_STATUSES, { error: `Status must be one of: ${EVENT_STATUSES.join(", ")}` }).optional(),
});
export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>;
