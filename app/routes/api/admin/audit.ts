import { apiQuery } from "~/admin/read.server";
import { auditJson } from "~/features/audit/list";
import { listAudit } from "~/features/audit/list.server";
import { auditListQuerySchema } from "~/features/audit/schema";
import { pageResponse } from "~/lists/responses.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/audit?actor=&action=&from=&to=&page=&pageSize= (admin): one page of the audit
 * trail, newest first, as an array of { at, actor, action, target, address } (total in X-Total-Count).
 * No CSV: the trail is read here, not exported (so not listEndpoint, which streams one).
 */
export const loader = endpoint({
  GET: apiQuery(auditListQuerySchema, async (query, request) => {
    const page = await listAudit(query);
    return pageResponse(request, { total: page.total, rows: page.rows.map(auditJson) }, query);
  }),
});
export const action = loader;
