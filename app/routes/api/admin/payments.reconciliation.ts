import { apiQuery } from "~/admin/read.server";
import { apiWrite } from "~/admin/write.server";
import { catalog } from "~/features/catalog/products.server";
import { lastReconciliation, reconcileNow } from "~/features/payments/reconciliation.server";
import { endpoint } from "~/utils/http.server";
import { z } from "zod";

/**
 * GET /api/admin/payments/reconciliation (admin, product.md §10.14): the last run's totals, ours
 * beside Stripe's, and every difference listed: `{ checkedAt, stripe, books, differences }`
 * (`checkedAt` null before the first run). POST runs it now and answers the same (it reads Stripe,
 * so the admin gate runs it outside the request's transaction).
 */
export const action = endpoint({
  GET: apiQuery(z.object({}), () => lastReconciliation()),
  POST: apiWrite(reconcileNow(catalog)),
});
export const loader = action;
