import { leadsEndpoint } from "~/features/legacy/list.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/leads?q=&page=&pageSize= (admin): one page of webinar registrations and other leads,
 * newest first (product.md's array; the total in X-Total-Count); `format=csv` streams them all.
 * product.md §7's GET /api/leads answers the same (app/routes/api/leads.ts).
 */
export const loader = endpoint({ GET: leadsEndpoint });
export const action = loader;
