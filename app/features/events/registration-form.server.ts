import { webinarFormSchema, webinarLeadSchema } from "~/features/events/registration-schema";
import { registerForEvent, type Place } from "~/features/events/registrations.server";
import type { Attribution } from "~/db/schema";
import { webinarMessages } from "~/content/webinar";
import { accepted, type Accepted, type FormSteps } from "~/forms/pipeline.server";
import { isRefused } from "~/utils/refusal";

type NoEvent = { kind: "not-found"; field: string; message: string };
type Registration = {
  name: string;
  email: string;
  company?: string;
  role?: string;
  eventId?: number;
  interest?: "next-session";
};
export type WebinarAnswer = { message: string; place: Place };

/**
 * A registration for the next upcoming event (or the one posted), or the interest in the next
 * session when none is upcoming (product.md §10). The answer is what a new registration gets now:
 * it tells nobody whether the address was registered (the e-mail tells its owner their place).
 */
async function register(
  input: Registration,
  attribution: Attribution,
): Promise<Accepted<WebinarAnswer> | NoEvent> {
  const { interest, ...registrant } = input;
  const result = await registerForEvent({
    ...registrant,
    attribution,
    interestOnly: interest === "next-session",
  });
  // The public forms' pipeline names its refusals by kind (app/forms/pipeline.server.ts).
  if (isRefused(result))
    return { kind: "not-found", field: result.refused.field ?? "eventId", message: result.refused.message };
  return accepted({ message: webinarMessages[result.place], place: result.place });
}

/** The registration on /webinar and /webinars/{slug}; one rate-limit counter with its JSON twin below. */
export const webinarForm: FormSteps<typeof webinarFormSchema, WebinarAnswer, NoEvent> = {
  name: "webinar",
  schema: webinarFormSchema,
  created: false,
  save: register,
};

/** POST /api/leads with leadType "webinar" (product.md §7): the same registration; the answer adds `place`. */
export const webinarLeadForm: FormSteps<typeof webinarLeadSchema, WebinarAnswer, NoEvent> = {
  ...webinarForm,
  schema: webinarLeadSchema,
};
