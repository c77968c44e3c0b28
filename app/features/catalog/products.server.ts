import { packSales } from "~/features/coaching/product.server";
import { eventSeats } from "~/features/events/paid-seats.server";
import { eventTeamSeats } from "~/features/events/team-seats.server";
import { catalogOf } from "~/features/payments/product.server";

/**
 * Everything the site sells, by the payments feature's product interface (decision 0106). It sits
 * above the features that sell and the payments feature alike: the webhook, the payment jobs and
 * the reconciliation reach a product through it, and payments imports none of them; so does Admin →
 * Payments (admin/payments-view.tsx), whose "Reconcile now" may confirm any product's place. A new
 * paid product is added here (docs/guides/add-a-paid-product.md).
 */
export const catalog = catalogOf(eventSeats, eventTeamSeats, packSales);
