import { z } from "zod";
import { emailField, requiredString } from "~/schemas/common";

/** The most seats one team order may have (a session's capacity is smaller in practice). */
export const MAX_TEAM_SEATS = 500;

/** One seat's attendee (product.md §10.15): the seat's number, their name and e-mail. */
export const teamAttendeeSchema = z.object({
  seat: z
    .number({ error: "seat must be a whole number from 1" })
    .int("seat must be a whole number from 1")
    .min(1, "seat must be a whole number from 1")
    .max(MAX_TEAM_SEATS, "seat must be a whole number from 1"),
  name: requiredString("Name")
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(120, "Name must be at most 120 characters"),
  email: emailField(),
});

export type TeamAttendee = z.infer<typeof teamAttendeeSchema>;

/** PUT /api/team/{token}: the seats to name or replace, each once, each address once. */
export const teamAttendeesSchema = z
  .object({
    attendees: z
      .array(teamAttendeeSchema, { error: "attendees must be a list of { seat, name, email }" })
      .min(1, "Name at least one attendee")
      .max(MAX_TEAM_SEATS, `At most ${MAX_TEAM_SEATS} attendees`),
  })
  .strict()
  .superRefine(({ attendees }, ctx) => {
    const seats = new Set<number>();
    const emails = new Set<string>();
    attendees.forEach((a, i) => {
      if (seats.has(a.seat))
        ctx.addIssue({
          code: "custom",
          path: ["attendees", i, "seat"],
          message: `Seat ${a.seat} is given twice`,
        });
      const email = a.email.toLowerCase();
      if (emails.has(email))
        ctx.addIssue({
          code: "custom",
          path: ["attendees", i, "email"],
          message: `${a.email} is given for two seats`,
        });
      seats.add(a.seat);
      emails.add(email);
    });
  });
