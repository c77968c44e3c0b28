import type { Route } from "./+types/2fa.passkeys";
import { adminOf } from "~/admin/access.server";
import { passkeyRegistrationSchema } from "~/features/security/passkeys-schema";
import { finishPasskeyRegistration, NO_RELYING_PARTY } from "~/features/security/passkeys.server";
import { byMethod, jsonError, parseJsonBody } from "~/utils/http.server";

export const action = byMethod<Route.ActionArgs>({
  /**
   * POST /api/admin/2fa/passkeys { name, response } (admin): verifies the browser's registration
   * against the pending challenge and stores the passkey: 201 { id, name, recoveryCodes? } (the
   * codes when it is the admin's first factor). 400 for an answer that does not verify or no
   * pending challenge (each is used once), 409 for a passkey already added.
   */
  POST: async ({ request, context }) => {
    const parsed = await parseJsonBody(request, passkeyRegistrationSchema);
    if ("response" in parsed) return parsed.response;
    const { name, response } = parsed.data;
    const done = await finishPasskeyRegistration(adminOf(context).adminUserId, response, name);
    switch (done.kind) {
      case "ok":
        return Response.json(
          {
            id: done.id,
            name: done.name,
            ...(done.recoveryCodes ? { recoveryCodes: done.recoveryCodes } : {}),
          },
          { status: 201 },
        );
      case "unavailable":
        return jsonError(409, NO_RELYING_PARTY);
      case "duplicate":
        return jsonError(409, "That passkey is already added.");
      case "no-challenge":
        return jsonError(400, "This passkey setup has expired or was already used. Start again.");
      default:
        return jsonError(400, "The passkey could not be verified. Start again.");
    }
  },
});
