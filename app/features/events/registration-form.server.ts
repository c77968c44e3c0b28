import { webinarFormSchema, webinarLeadSchema } from "~/features/events/registration-schema";
import { registerForEvent, type Place } from "~/features/events/registrations.server";
import type { Attribution } from "~/db/schema";
import { teamMessages, webinarMessages } from "~/content/webinar";
import { accepted, type Accepted, type FormSteps } from "~/forms/pipeline.server";
import { isRefused, refuse, type Refused } from "~/utils/refusal";
import type { RouterContextProvider } from "react-router";
import { replyToPageOrCheckout } from "~/forms/page-reply.server";
import { openCheckout } from "~/features/payments/checkout.server";
import { sendOrderInvoice } from "~/features/payments/invoices.server";
import { INVOICE_MIN_SEATS, registerTeam, TEAM_MIN_SEATS } from "~/features/events/teams.server";

type Registration = {
  name: string;
  email: string;
  company?: string;
  role?: string;
  eventId?: number;
  interest?: "next-session";
  seats?: number;
  payBy?: "card" | "invoice";
};
export type WebinarAnswer = { message: string; place: Place | "invoice"; checkoutUrl?: string };

/**
 * Team seats (product.md §10.15): held, then by card the buyer goes on to the Checkout Session of
 * all of them; by invoice, the invoice is sent (after the hold's commit; retried by the payment work
 * when Stripe does not answer) and the buyer told what follows.
 */
async function registerSeats(
  input: Registration & { seats: number },
  attribution: Attribution,
): Promise<Accepted<WebinarAnswer> | Refused> {
  const { interest: _interest, ...buyer } = input;
  const held = await registerTeam({ ...buyer, attribution });
  if (isRefused(held)) return held;
  if (held.place === "invoice") {
    const sent = await sendOrderInvoice(held.orderId);
    // Stripe not answering leaves the claim to the payment work; its definite "no" is the buyer's to know.
    if (isRefused(sent) && sent.refused.status !== 503) return sent;
    return accepted({ message: teamMessages.invoice(held.seats, input.email), place: held.place });
  }
  const checkout = await openCheckout(held.orderId);
  if (isRefused(checkout)) return checkout;
  return accepted({
    message: teamMessages.payment(held.seats),
    place: held.place,
    checkoutUrl: checkout.checkoutUrl,
  });
}

/**
 * A registration for the next upcoming event (or the one posted), or the interest in the next
 * session when none is upcoming (product.md §10). The answer is what a new registration gets now:
 * it tells nobody whether the address was registered (the e-mail tells its owner their place).
 */
async function register(
  input: Registration,
  attribution: Attribution,
): Promise<Accepted<WebinarAnswer> | Refused> {
  if (input.seats !== undefined && input.seats >= TEAM_MIN_SEATS)
    return registerSeats({ ...input, seats: input.seats }, attribution);
  const { interest, seats: _seats, payBy, ...registrant } = input;
  if (payBy === "invoice")
    return refuse(400, `Paying by invoice is for ${INVOICE_MIN_SEATS} or more seats.`, { field: "payBy" });
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
