import { outboxColumns } from "~/features/outbox/list";
import { listOutboxMessages, outboxBatches } from "~/features/outbox/list.server";
import { listEndpoint } from "~/lists/responses.server";
import { outboxListQuerySchema } from "~/features/outbox/schema";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/outbox?q=&status=&page=&pageSize= (admin): one page of queued and sent e-mails
 * with their delivery state (an array; the total in X-Total-Count); `format=csv` streams them all.
 */
export const loader = endpoint({
  GET: listEndpoint("outbox", outboxListQuerySchema, outboxColumns, {
    page: listOutboxMessages,
    batches: outboxBatches,
  }),
});
export const action = loader;
