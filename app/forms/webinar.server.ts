import { webinar } from "~/content/webinar";
import { webinarFormSchema, webinarLeadSchema } from "~/schemas/webinar";
import { registerForWebinar } from "~/services/webinar-registrations.server";
import type { Attribution } from "~/db/schema";
import { accepted, type Accepted, type FormSteps } from "./pipeline.server";

type Full = { kind: "full"; message: string };
type Registration = { name: string; email: string; company?: string; role?: string };

async function register(
  input: Registration,
  attribution: Attribution,
): Promise<Accepted<{ message: string }> | Full> {
  const result = await registerForWebinar({ ...input, leadType: "webinar", attribution });
  if (!result.ok) {
    return { kind: "full", message: `Sorry, the masterclass is full: all ${webinar.seats} seats are taken.` };
  }
  // The same answer whether or not the address was registered before: it tells nobody who is.
  return accepted({ message: "You'll receive webinar details via email shortly." });
}

/** The masterclass registration on /webinar; one rate-limit counter with its JSON twin below. */
export const webinarForm: FormSteps<typeof webinarFormSchema, { message: string }, Full> = {
  name: "webinar",
  schema: webinarFormSchema,
  created: false,
  save: register,
};

/** POST /api/leads with leadType "webinar" (product.md §7): the same registration. */
export const webinarLeadForm: FormSteps<typeof webinarLeadSchema, { message: string }, Full> = {
  ...webinarForm,
  schema: webinarLeadSchema,
};
