import type { Route } from "./+types/2fa.passkeys.$id";
import { adminOf } from "~/admin/access.server";
import { removePasskey } from "~/features/security/passkeys.server";
import { LAST_FACTOR_TEXT } from "~/features/security/two-factor-settings.server";
import { byMethod, jsonError } from "~/utils/http.server";

export const action = byMethod<Route.ActionArgs>({
  /**
   * DELETE /api/admin/2fa/passkeys/:id (admin): removes one of the admin's own passkeys; 404 for
   * another's or none; 409 for the last factor while ADMIN_REQUIRE_2FA=1.
   */
  DELETE: async ({ params, context }) => {
    const removed = await removePasskey(adminOf(context).adminUserId, params.id.slice(0, 1400));
    if (removed === "not-found") return jsonError(404, "No such passkey.");
    if (removed === "last-factor") return jsonError(409, LAST_FACTOR_TEXT);
    return Response.json({ ok: true });
  },
});
