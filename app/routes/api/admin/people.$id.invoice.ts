import { apiWrite } from "~/admin/write.server";
import { invoicePerson } from "~/features/payments/writes.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/people/{id}/invoice { amountCents?, description?, daysUntilDue? } (admin, product.md §10.14). */
export const action = endpoint({ POST: apiWrite(invoicePerson) });
export const loader = action;
