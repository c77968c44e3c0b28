import type { Route } from "./+types/audit";
import { auditListQuerySchema } from "~/features/audit/schema";
import { listAudit } from "~/features/audit/audit.server";
import { pageResponse } from "~/lists/responses.server";
import { parseQuery } from "~/utils/http.server";

/**
 * GET /api/admin/audit?actor=&action=&from=&to=&page=&pageSize= (admin): one page of the audit
 * trail, newest first, as an array of { at, actor, action, target, address } (total in X-Total-Count).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, auditListQuerySchema);
  if ("response" in query) return query.response;
  const page = await listAudit(query.data);
  return pageResponse(
    request,
    {
      total: page.total,
      rows: page.rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor: r.actor,
        action: r.action,
        target: r.target,
        address: r.address,
      })),
    },
    query.data,
  );
}
