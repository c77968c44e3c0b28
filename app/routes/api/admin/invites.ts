import type { Route } from "./+types/invites";
import { adminOf } from "~/admin/access.server";
import { adminInviteSchema } from "~/features/admins/invite-schema";
import { inviteAdmin, listPendingInvites, type PendingInvite } from "~/features/admins/invites.server";
import { byMethod, jsonError, parseJsonBody } from "~/utils/http.server";

/** An invitation as the API shows it: never its link (that goes to the invitee alone). */
export const inviteJson = (i: PendingInvite) => ({
  id: i.id,
  email: i.email,
  invitedBy: i.invitedBy,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
  expired: i.expired,
});

/** GET /api/admin/invites (admin): the invitations not used yet, oldest first (expired ones flagged). */
export async function loader() {
  return Response.json((await listPendingInvites()).map(inviteJson));
}

/**
 * POST /api/admin/invites { email } (admin): invites that address (product.md §10.8); 201 with the
 * invitation. An address that is an admin already: 409. Inviting an address again replaces its link.
 */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const parsed = await parseJsonBody(request, adminInviteSchema);
    if ("response" in parsed) return parsed.response;
    const made = await inviteAdmin(parsed.data.email, adminOf(context).adminUserId);
    if (made.kind === "already-admin")
      return jsonError(409, "That address is an admin already.", { fields: { email: "Already an admin" } });
    return Response.json(inviteJson(made.invite), { status: 201 });
  },
});
