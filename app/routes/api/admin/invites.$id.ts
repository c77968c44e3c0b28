import { apiWrite } from "~/admin/write.server";
import { resendInviteWrite, revokeInviteWrite } from "~/features/admins/writes.server";
import { endpoint } from "~/utils/http.server";

/** POST (resend: a new link) and DELETE (revoke) /api/admin/invites/{id} (admin; product.md §10.8). */
export const action = endpoint({
  POST: apiWrite(resendInviteWrite),
  DELETE: apiWrite(revokeInviteWrite),
});
export const loader = action;
