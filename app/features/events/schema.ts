import { z } from "zod";
import { instantFromLocal, isoInZone, isTimeZone } from "~/utils/event-time";
import { SLUG_PATTERN, slugify } from "~/utils/slug";
import { requiredString, requiredText, optionalUrl } from "~/schemas/common";
import { listFields } from "~/schemas/admin-lists";
import { typedCents } from "~/features/payments/money";

// A webinar event as the owner writes it (product.md §10.9): the admin JSON API and the
// /admin/events views read it with these schemas, the views' forms through `eventFromForm`.

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** A program has 1 to 12 sessions (product.md §10.18, decision 0108). */
export const MAX_SESSIONS = 12;

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
  sessions: z
    .array(
      z.object({
        startsAt: z.iso
          .datetime({
            offset: true,
            error: "Each session's startsAt must be an ISO date and time with its offset",
          })
          .transform((v) => new Date(v)),
        durationMinutes: whole("A session's duration", 5, 24 * 60),
        joinUrl: optionalUrl("A session's join URL").optional(),
      }),
      { error: "sessions must be a list of { startsAt, durationMinutes, joinUrl? }" },
    )
    .min(1, "A program has at least one session")
    .max(MAX_SESSIONS, `A program has at most ${MAX_SESSIONS} sessions`)
    // Stored in order of start, whatever order they came in (decision 0108).
    .transform((list) => [...list].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()))
    .refine(
      (list) =>
        list.every(
          (x, i) =>
            i === 0 ||
            list[i - 1].startsAt.getTime() + list[i - 1].durationMinutes * 60_000 <= x.startsAt.getTime(),
        ),
      "Sessions must not overlap",
    ),
  /** Sessions to attend for a certificate; null: all of 1-3, all but one of 4 or more (product.md §10.18). */
  certificateMinSessions: whole("Sessions for a certificate", 1, MAX_SESSIONS).nullable(),
  replayUrl: optionalUrl("Replay URL"),
  host: requiredText("Host", 200),
  published: z.boolean({ error: "published must be true or false" }),
};

/** Either `sessions`, or `startsAt` with `durationMinutes`: the one-session shorthand (decision 0108). */
const ONE_WAY = "Give either sessions, or startsAt and durationMinutes (one session), not both";

/** POST /api/admin/events: a new event, with its sessions or the one-session shorthand. */
export const eventCreateSchema = z
  .object({
    ...fields,
    startsAt: fields.startsAt.optional(),
    durationMinutes: fields.durationMinutes.optional(),
    sessions: fields.sessions.optional(),
    certificateMinSessions: fields.certificateMinSessions.default(null),
    agenda: fields.agenda.default([]),
    takeaways: fields.takeaways.default([]),
    priceCents: fields.priceCents.default(0),
    published: fields.published.default(false),
  })
  .superRefine((e, ctx) => {
    if (e.sessions && (e.startsAt || e.durationMinutes !== undefined))
      ctx.addIssue({ code: "custom", message: ONE_WAY, path: ["sessions"] });
    if (!e.sessions) {
      if (!e.startsAt)
        ctx.addIssue({ code: "custom", message: "startsAt is required (or sessions)", path: ["startsAt"] });
      if (e.durationMinutes === undefined)
        ctx.addIssue({
          code: "custom",
          message: "Duration is required (or sessions)",
          path: ["durationMinutes"],
        });
    }
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
  .strict()
  .superRefine((e, ctx) => {
    if (e.sessions && (e.startsAt || e.durationMinutes !== undefined))
      ctx.addIssue({ code: "custom", message: ONE_WAY, path: ["sessions"] });
  });
export type EventUpdate = z.output<typeof eventUpdateSchema>;

/** PUT /api/admin/events/{id}/sessions/{number}/attendance: one seat at one session. */
export const sessionAttendanceSchema = z.object({
  registrationId: z
    .number({ error: "registrationId must be a registration's id" })
    .int("registrationId must be a registration's id")
    .positive("registrationId must be a registration's id"),
  attended: z.boolean({ error: "attended must be true or false" }),
});

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
  const instant = (localTime: string) => {
    const at = isTimeZone(zone) ? instantFromLocal(localTime.replace(" ", "T"), zone) : null;
    return at ? isoInZone(at, zone) : "invalid";
  };
  // Further sessions, one a line: "2027-02-03 14:00 | 90 | https://join…" in the event's zone. With
  // any, the form's start and duration are the first of the list (decision 0108).
  const more = lines("moreSessions").map((l) => {
    const [when, minutes, link] = l.split("|").map((x) => x.trim());
    return {
      startsAt: instant(when ?? ""),
      durationMinutes: minutes ? Number(minutes) : NaN,
      joinUrl: link || null,
    };
  });
  const first = {
    startsAt: at ? isoInZone(at, zone) : local ? "invalid" : undefined,
    durationMinutes: number("durationMinutes"),
  };
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
    ...(more.length ? { sessions: [{ ...first, joinUrl: null }, ...more] } : first),
    ...(typeof form.certificateMinSessions === "string"
      ? { certificateMinSessions: number("certificateMinSessions") ?? null }
      : {}),
    timeZone: zone,
    capacity: number("capacity"),
    // The price is typed in dollars ("495", "$1,250.50"); empty is free.
    priceCents: typedCents(text("price")) ?? 0,
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
