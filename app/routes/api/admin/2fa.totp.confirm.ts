import type { Route } from "./+types/2fa.totp.confirm";
import { adminOf } from "~/admin/access.server";
import { totpCodeSchema } from "~/features/security/two-factor-schema";
import { confirmTotp } from "~/features/security/two-factor-settings.server";
import { byMethod, jsonError, parseJsonBody } from "~/utils/http.server";

export const action = byMethod<Route.ActionArgs>({
  /** POST /api/admin/2fa/totp/confirm { code } (admin): turns the authenticator on: { recoveryCodes: [10] }. */
  POST: async ({ request, context }) => {
    const parsed = await parseJsonBody(request, totpCodeSchema);
    if ("response" in parsed) return parsed.response;
    const confirmed = await confirmTotp(adminOf(context).adminUserId, parsed.data.code);
    if (!confirmed)
      return jsonError(400, "That code is not valid. Start the setup, then enter the current code.");
    return Response.json({ recoveryCodes: confirmed.recoveryCodes });
  },
});
