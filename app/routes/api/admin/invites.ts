import { apiWrite } from "~/admin/write.server";
import { listPendingInvites } from "~/features/admins/invites.server";
import { inviteAdminWrite, inviteJson } from "~/features/admins/writes.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/invites (admin): the invitations not used yet, oldest first (expired ones flagged). */
async function read() {
  return Response.json((await listPendingInvites()).map(inviteJson));
}

/** POST /api/admin/invites { email } (admin): invites that address (product.md §10.8); 409 for an admin. */
export const action = endpoint({
  GET: read,
  POST: apiWrite(inviteAdminWrite),
});
export const loader = action;
