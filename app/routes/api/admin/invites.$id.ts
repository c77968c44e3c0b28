import type { Route } from "./+types/invites.$id";
import { adminOf } from "~/admin/access.server";
import { resendInvite, revokeInvite } from "~/features/admins/invites.server";
import { byMethod, integerId, notFound } from "~/utils/http.server";
import { inviteJson } from "./invites";

/**
 * DELETE /api/admin/invites/{id} (admin): withdraws a pending invitation (its link stops working).
 * POST /api/admin/invites/{id}: sends it again with a new link, valid 72 hours; the old one stops working.
 */
export const action = byMethod<Route.ActionArgs>({
  DELETE: async ({ params }) => {
    const id = integerId(params.id);
    if (!id || !(await revokeInvite(id))) return notFound("Invitation");
    return Response.json({ ok: true });
  },
  POST: async ({ params, context }) => {
    const id = integerId(params.id);
    const resent = id ? await resendInvite(id, adminOf(context).adminUserId) : undefined;
    return resent ? Response.json(inviteJson(resent)) : notFound("Invitation");
  },
});
