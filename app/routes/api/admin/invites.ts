import { apiWrite } from "~/admin/write.server";
import { listPendingInvites } from "~/features/admins/invites.server";
import { inviteAdminWrite, inviteJson } from "~/features/admins/writes.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/invites (admin): the invitations not used yet, oldest first (expired ones flagged);
 * POST { email } invites that address (product.md §10.8); 409 for an admin.
 */
export const action = endpoint({
  GET: async () => Response.json((await listPendingInvites()).map(inviteJson)),
  POST: apiWrite(inviteAdminWrite),
});
export const loader = action;
