import { z } from "zod";
import { listFields } from "~/schemas/admin-lists";
import { keysOf } from "~/utils/choices";
import { dollars } from "./money";

/** An amount of US cents a write takes: whole, from `min` (0 unless given) to `max` (product.md §10.14). */
export const cents = (label: string, max: number, min = 0) =>
  z
    .number({ error: `${label} must be a whole number of US cents` })
    .int(`${label} must be a whole number of US cents`)
    .min(
      min,
      min === 0 ? `${label} must be at least 0` : `${label} must be at least ${min} (${dollars(min)})`,
    )
    .max(max, `${label} must be at most ${max}`);

/** An order's status as the ledger shows it (the `payment_orders.status` codes, product.md §10.14). */
export const ORDER_STATUS_LABELS = {
  held: "Held",
  paid: "Paid",
  refunded: "Refunded",
  expired: "Expired",
  cancelled: "Cancelled",
} as const;
const ORDER_STATUSES = keysOf(ORDER_STATUS_LABELS);

/** GET /api/admin/payments/orders and the Payments view: search in buyer, e-mail and what; filter by status. */
export const orderListQuerySchema = z.object({
  ...listFields,
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(", ")}` }).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
