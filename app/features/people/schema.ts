import { z } from "zod";
import { text } from "~/schemas/common";
import { leadStatusSchema } from "./lead-status-schema";

/**
 * The forms a person can arrive through (the `source` filter and the `sources` of a person);
 * "booking" is a call booked in the scheduler (product.md §10.7).
 */
export const PERSON_SOURCES = [
  "newsletter",
  "assessment",
  "contact",
  "webinar",
  "resource-request",
  "booking",
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

/** Query of GET /api/admin/people and /api/admin/people.csv; absent or empty parameters mean "any". */
export const peopleQuerySchema = z
  .object({
    q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
    status: leadStatusSchema.optional(),
    source: z
      .enum(PERSON_SOURCES, { error: `Source must be one of: ${PERSON_SOURCES.join(", ")}` })
      .optional(),
    from: isoDate,
    to: isoDate,
    page: z.coerce
      .number()
      .int("Page must be a whole number")
      .min(1, "Page starts at 1")
      .max(100_000)
      .default(1),
    pageSize: z.coerce
      .number()
      .int("Page size must be a whole number")
      .min(1, "Page size must be at least 1")
      .max(100, "Page size must be at most 100")
      .default(25),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: "From must not be after to",
    path: ["from"],
  });

export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

/** The same filters without paging, for the CSV. */
export const peopleCsvQuerySchema = peopleQuerySchema.transform(
  ({ page: _p, pageSize: _s, ...filters }) => filters,
);
