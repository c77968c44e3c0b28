import { z } from "zod";
import { emailField, publicFormExtras, requiredString, text } from "~/schemas/common";
import { MAX_TEAM_SEATS } from "./team-schema";

/** The webinar registration form (product.md §5): name and e-mail with its messages, company and role optional. */
export const webinarRegistrationSchema = z.object({
  name: requiredString("Name")
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(120, "Name must be at most 120 characters"),
  email: emailField("Please enter a valid email address"),
  company: text(200).optional(),
  role: text(120).optional(),
  /** Which event (product.md §10.9); without it, the next upcoming one. */
  eventId: z
    .number({ error: "eventId must be a whole number" })
    .int("eventId must be a whole number")
    .positive("eventId must be a whole number")
    .optional(),
  /** Team seats (product.md §10.15): 2 or more bought for `company` in one order; 1 is a registration. */
  seats: z
    .number({ error: "Number of seats must be a whole number from 1" })
    .int("Number of seats must be a whole number from 1")
    .min(1, "Number of seats must be a whole number from 1")
    .max(MAX_TEAM_SEATS, `Number of seats must be at most ${MAX_TEAM_SEATS}`)
    .optional(),
  /** For 5 or more seats: "invoice" holds them 14 days and sends a Stripe invoice instead of Checkout. */
  payBy: z.enum(["card", "invoice"], { error: 'payBy must be "card" or "invoice"' }).optional(),
  /** The "Tell me about the next session" form: interest only, never a seat (decision 0091). */
  interest: z.literal("next-session", { error: 'interest must be "next-session"' }).optional(),
});

export type WebinarRegistrationInput = z.infer<typeof webinarRegistrationSchema>;

/** The /webinar page's form as posted to its action: the registration plus the shared extras. */
export const webinarFormSchema = webinarRegistrationSchema.extend(publicFormExtras);

/** POST /api/leads (product.md §7): the registration plus leadType, of which only 'webinar' is accepted. */
export const webinarLeadSchema = webinarRegistrationSchema.extend({
  leadType: z.literal("webinar", { error: 'leadType must be "webinar"' }),
  ...publicFormExtras,
});

export type WebinarLeadInput = z.infer<typeof webinarLeadSchema>;
