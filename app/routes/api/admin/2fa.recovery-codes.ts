import type { Route } from "./+types/2fa.recovery-codes";
import { adminOf } from "~/admin/access.server";
import { renewCodes } from "~/features/security/two-factor-settings.server";
import { byMethod, jsonError } from "~/utils/http.server";

export const action = byMethod<Route.ActionArgs>({
  /** POST /api/admin/2fa/recovery-codes (admin): 10 new recovery codes, the old ones void: { recoveryCodes }. */
  POST: async ({ context }) => {
    const codes = await renewCodes(adminOf(context).adminUserId);
    if (!codes) return jsonError(409, "Turn on an authenticator app or add a passkey first.");
    return Response.json({ recoveryCodes: codes }, { status: 201 });
  },
});
