import { z } from "zod";
import { listFields, listQuerySchema } from "~/schemas/admin-lists";
import { text } from "~/schemas/common";
import { leadStatusSchema } from "./lead-status-schema";

/**
 * The forms a person can arrive through (the `source` filter and the `sources` of a person);
 * "booking" is a call booked in the scheduler (product.md §10.7); "team-seat" an attendee named on a
 * team's seat by its buyer (§10.15); "coaching" a pack bought on /coaching (§10.16).
 */
export const PERSON_SOURCES = [
  "newsletter",
  "assessment",
  "contact",
  "webinar",
  "resource-request",
  "booking",
  "team-seat",
  "coaching",
] as const;
export type PersonSource = (typeof PERSON_SOURCES)[number];

/** Body of POST /api/admin/people/{id}/notes: plain text, shown escaped. */
export const personNoteSchema = z.object({
  body: text(5000).min(1, "Write a note before saving"),
});

/** Body of PUT /api/admin/people/{id}/follow-up: a calendar date, or null to clear it. */
export const followUpSchema = z.object({
  followUpAt: z.iso.date("Follow-up date must be a date as YYYY-MM-DD, or null").nullable(),
});

const isoDate = z.iso.date("Must be a date as YYYY-MM-DD").optional();

/**
 * Query of GET /api/admin/people (`format=csv`: every match as CSV) and of the People view: search,
 * status, source and arrival dates; absent or empty parameters mean "any". 25 a page unless asked.
 */
export const peopleQuerySchema = listQuerySchema
  .extend({
    status: leadStatusSchema.optional(),
    source: z
      .enum(PERSON_SOURCES, { error: `Source must be one of: ${PERSON_SOURCES.join(", ")}` })
      .optional(),
    from: isoDate,
    to: isoDate,
    pageSize: listFields.pageSize.removeDefault().default(25),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: "From must not be after to",
    path: ["from"],
  });

export type PeopleQuery = z.infer<typeof peopleQuerySchema>;
