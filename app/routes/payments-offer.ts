import { redirect } from "react-router";
import type { Route } from "./+types/payments-offer";
import { openOffer } from "~/features/payments/checkout.server";
import { isRefused } from "~/utils/refusal";

/**
 * /payments/offer/{token}: a waitlist seat's payment link (product.md §10.14). While the offer
 * stands it opens the seat's Stripe Checkout Session (one per offer) and goes there (303).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const opened = await openOffer(params.token);
  if (isRefused(opened))
    return new Response(opened.refused.message, {
      status: opened.refused.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return redirect(opened.checkoutUrl, { status: 303, headers: { "Cache-Control": "no-store" } });
}
