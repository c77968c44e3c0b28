import { webinarFormSchema, webinarLeadSchema } from "~/features/events/registration-schema";
import { registerForEvent, type Place } from "~/features/events/registrations.server";
import type { Attribution } from "~/db/schema";
import { webinarMessages } from "~/content/webinar";
import { accepted, type Accepted, type FormSteps } from "~/forms/pipeline.server";
import { isRefused, refuse, type Refused } from "~/utils/refusal";
import type { RouterContextProvider } from "react-router";
import { replyToPageOrCheckout } from "~/forms/page-reply.server";
import { openCheckout } from "~/features/payments/checkout.server";

type Registration = {
  name: string;
  email: string;
  company?: string;
  role?: string;
  eventId?: number;
  interest?: "next-session";
};
export type WebinarAnswer = { message: string; place: Place; checkoutUrl?: string };

/**
 * A registration for the next upcoming event (or the one posted), or the interest in the next
 * session when none is upcoming (product.md §10). The answer is what a new registration gets now:
 * it tells nobody whether the address was registered (the e-mail tells its owner their place).
 */
async function register(
  input: Registration,
  attribution: Attribution,
): Promise<Accepted<WebinarAnswer> | Refused> {
  const { interest, ...registrant } = input;
  const result = await registerForEvent({
    ...registrant,
    attribution,
    interestOnly: interest === "next-session",
  });
  // No such event is a field's invalid value to the form (400), whatever the service's status.
  if (isRefused(result))
    return refuse(400, result.refused.message, { field: result.refused.field ?? "eventId" });
  if (result.place === "payment" && result.orderId !== undefined) {
    // A paid seat is held: the buyer goes on to Stripe Checkout (product.md §10.14).
    const checkout = await openCheckout(result.orderId);
    if (isRefused(checkout)) return checkout;
    return accepted({
      message: webinarMessages.payment,
      place: result.place,
      checkoutUrl: checkout.checkoutUrl,
    });
  }
  return accepted({ message: webinarMessages[result.place], place: result.place });
}

/**
 * The page's registration: the pipeline's reply, or for a paid seat a 303 to its Checkout Session
 * (product.md §10.14), which a plain post and the enhanced form both follow.
 */
export const replyToRegistration = (request: Request, context: Readonly<RouterContextProvider>) =>
  replyToPageOrCheckout(webinarForm, request, context);

/** The registration on /webinar and /webinars/{slug}; one rate-limit counter with its JSON twin below. */
export const webinarForm: FormSteps<typeof webinarFormSchema, WebinarAnswer> = {
  name: "webinar",
  schema: webinarFormSchema,
  created: false,
  save: register,
};

/** POST /api/leads with leadType "webinar" (product.md §7): the same registration; the answer adds `place`. */
export const webinarLeadForm: FormSteps<typeof webinarLeadSchema, WebinarAnswer> = {
  ...webinarForm,
  schema: webinarLeadSchema,
};
