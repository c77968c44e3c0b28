import type { Route } from "./+types/audit";
import { auditJson } from "~/features/audit/list";
import { listAudit } from "~/features/audit/list.server";
import { auditListQuerySchema } from "~/features/audit/schema";
import { pageResponse } from "~/lists/responses.server";
import { parseQuery } from "~/utils/http.server";

/**
 * GET /api/admin/audit?actor=&action=&from=&to=&page=&pageSize= (admin): one page of the audit
 * trail, newest first, as an array of { at, actor, action, target, address } (total in X-Total-Count).
 * No CSV: the trail is read here, not exported (so not listEndpoint, which streams one).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, auditListQuerySchema);
  if ("response" in query) return query.response;
  const page = await listAudit(query.data);
  return pageResponse(request, { total: page.total, rows: page.rows.map(auditJson) }, query.data);
}
