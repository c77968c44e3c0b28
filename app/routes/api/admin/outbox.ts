import { listOutboxMessages } from "~/services/admin-lists.server";

/** GET /api/admin/outbox (admin): queued and sent e-mails with their delivery state. */
export async function loader() {
  return Response.json(await listOutboxMessages());
}
