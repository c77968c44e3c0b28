import { apiWrite } from "~/admin/write.server";
import { refundPaidRegistration } from "~/features/events/writes.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/events/{id}/registrations/{registrationId}/refund { amountCents? } (admin, product.md §10.14). */
export const action = endpoint({ POST: apiWrite(refundPaidRegistration) });
export const loader = action;
