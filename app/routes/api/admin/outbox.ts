import type { Route } from "./+types/outbox";
import { outboxColumns } from "~/features/outbox/list";
import { outboxListQuerySchema } from "~/schemas/admin-lists";
import { outboxBatches, listOutboxMessages } from "~/features/outbox/list.server";
import { parseQuery } from "~/utils/http.server";
import { csvResponse, pageResponse } from "~/lists/responses.server";

/**
 * GET /api/admin/outbox?q=&status=&page=&pageSize= (admin): one page of queued and sent e-mails
 * with their delivery state (an array; the total in X-Total-Count); `format=csv` streams them all.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, outboxListQuerySchema);
  if ("response" in query) return query.response;
  if (query.data.format === "csv") return csvResponse("outbox", outboxColumns, outboxBatches(query.data));
  return pageResponse(request, await listOutboxMessages(query.data), query.data);
}
