import { byId, defineWrite } from "~/admin/write.server";
import { auditAs } from "~/features/audit/audit-trail.server";
import { isRefused } from "~/utils/refusal";
import { ADMIN_GONE, removeAdmin } from "./accounts.server";
import { adminInviteSchema } from "./invite-schema";
import { INVITE_GONE, inviteAdmin, resendInvite, revokeInvite, type PendingInvite } from "./invites.server";

// The admins' writes (product.md §10.8), each defined once for its JSON endpoint and the Admins
// view's action (docs/conventions.md). The trail names the invitation each one acts on.

/** An invitation as the API shows it: never its link (that goes to the invitee alone). */
export const inviteJson = (i: PendingInvite) => ({
  id: i.id,
  email: i.email,
  invitedBy: i.invitedBy,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
  expired: i.expired,
});

const oneInvite = byId(INVITE_GONE);

/** POST /api/admin/invites { email }: 201 with the invitation; an admin already is a 409. */
export const inviteAdminWrite = defineWrite({
  input: adminInviteSchema,
  creates: true,
  run: async ({ input, adminId, context }) => {
    const made = await inviteAdmin(input.email, adminId);
    if (isRefused(made)) return made;
    auditAs(context, undefined, { type: "admin_invites", id: made.invite.id });
    return inviteJson(made.invite);
  },
});

/** POST /api/admin/invites/{id}: a new link, 72 more hours; the old link stops working. */
export const resendInviteWrite = defineWrite({
  params: oneInvite,
  run: async ({ params, adminId, context }) => {
    auditAs(context, undefined, { type: "admin_invites", id: params.id });
    const resent = await resendInvite(params.id, adminId);
    return isRefused(resent) ? resent : inviteJson(resent);
  },
});

/** DELETE /api/admin/invites/{id}: the link stops working. */
export const revokeInviteWrite = defineWrite({
  params: oneInvite,
  run: ({ params, context }) => {
    auditAs(context, undefined, { type: "admin_invites", id: params.id });
    return revokeInvite(params.id);
  },
});

/** The Admins view's removal of another admin (their sessions end with them). */
export const removeAdminWrite = defineWrite({
  params: byId(ADMIN_GONE),
  run: ({ params, adminId }) => removeAdmin(params.id, adminId),
});
