import type { Route } from "./+types/2fa.passkeys.options";
import { adminOf } from "~/admin/access.server";
import { NO_RELYING_PARTY } from "~/features/security/passkeys.server";
import { startPasskey } from "~/features/security/two-factor-settings.server";
import { byMethod, jsonError } from "~/utils/http.server";

export const action = byMethod<Route.ActionArgs>({
  /**
   * POST /api/admin/2fa/passkeys/options (admin): the options for navigator.credentials.create()
   * (@simplewebauthn/browser's startRegistration); their challenge is good once, for 5 minutes.
   */
  POST: async ({ context }) => {
    const started = await startPasskey(adminOf(context).adminUserId);
    if (started.kind !== "ok") return jsonError(409, NO_RELYING_PARTY);
    return Response.json(started.options);
  },
});
