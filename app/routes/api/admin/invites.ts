import type { Route } from "./+types/invites";
import { apiWrite } from "~/admin/write.server";
import { listPendingInvites } from "~/features/admins/invites.server";
import { inviteAdminWrite, inviteJson } from "~/features/admins/writes.server";
import { byMethod } from "~/utils/http.server";

/** GET /api/admin/invites (admin): the invitations not used yet, oldest first (expired ones flagged). */
export async function loader() {
  return Response.json((await listPendingInvites()).map(inviteJson));
}

/** POST /api/admin/invites { email } (admin): invites that address (product.md §10.8); 409 for an admin. */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(inviteAdminWrite) });
