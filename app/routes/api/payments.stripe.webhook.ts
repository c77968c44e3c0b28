import type Stripe from "stripe";
import type { Route } from "./+types/payments.stripe.webhook";
import { catalog } from "~/features/catalog/products.server";
import { kickPaymentWork } from "~/features/payments/holds.server";
import { applyStripeEvent } from "~/features/payments/webhook.server";
import { stripePackage, webhookSecret } from "~/features/payments/stripe.server";
import { nowMs } from "~/utils/clock.server";
import { jsonError, methodNotAllowed, postOnlyLoader } from "~/utils/http.server";
import { SIGNATURE_TOLERANCE_SECONDS } from "~/utils/webhook-signature.server";

export const loader = () => (webhookSecret() ? postOnlyLoader() : jsonError(404, "Not found."));

const noStore = { "Cache-Control": "no-store" };

/**
 * POST /api/payments/stripe/webhook: Stripe's signed events (product.md §10.14, decision 0096).
 * Public, but nothing is read before `Stripe-Signature` checks out over the raw body (t=…,v1=HMAC,
 * 5 minutes either way of the project's clock); a bad one is a 400 and nothing is stored. Without
 * the payment keys the endpoint does not exist (404). Each event id takes effect once; an event of
 * a type we do not use is acknowledged (2xx) so Stripe does not retry it.
 */
export async function action({ request }: Route.ActionArgs) {
  const secret = webhookSecret();
  if (!secret) return jsonError(404, "Not found.");
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // The edge has already refused a body over the public limit (server/guards.ts, 100 kB).
  const raw = await request.text();
  const header = request.headers.get("stripe-signature");
  if (!header) return jsonError(400, "The Stripe-Signature header is missing.", {}, noStore);
  const { webhooks, errors } = stripePackage();
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(raw, header, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, nowMs());
  } catch (error) {
    const reason = error instanceof errors.StripeSignatureVerificationError ? error.message : "";
    return jsonError(400, `The signature does not check out. ${reason.split("\n")[0]}`.trim(), {}, noStore);
  }
  // A signed body that is not one event (a JSON array, a string): refused like a bad signature.
  if (!event || typeof event.id !== "string" || typeof event.type !== "string" || !event.data?.object)
    return jsonError(400, "The body is not a Stripe event.", {}, noStore);
  const { refundClaims, ...outcome } = await applyStripeEvent(event, catalog);
  // A refund it claimed (a payment that found no place) is made at Stripe now that it is committed,
  // without keeping Stripe's delivery waiting; the payment work's minute retries what fails.
  if (refundClaims) void kickPaymentWork(catalog);
  return Response.json({ received: true, ...outcome }, { headers: noStore });
}
