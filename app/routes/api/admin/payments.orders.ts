import { orderColumns } from "~/features/payments/list";
import { listOrders, orderBatches } from "~/features/payments/list.server";
import { orderListQuerySchema } from "~/features/payments/schema";
import { listEndpoint } from "~/lists/responses.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/payments/orders?q=&status=&page=&pageSize= (admin, product.md §10.14): one page of
 * the ledger's orders, newest first, with what each paid, refunded and has pending (an array; the
 * total in X-Total-Count); `format=csv` streams them all.
 */
export const loader = endpoint({
  GET: listEndpoint("orders", orderListQuerySchema, orderColumns, {
    page: listOrders,
    batches: orderBatches,
  }),
});
export const action = loader;
