import type { Route } from "./+types/2fa.totp";
import { adminOf } from "~/admin/access.server";
import { totpCodeSchema } from "~/features/security/two-factor-schema";
import { LAST_FACTOR_TEXT, startTotp, turnTotpOff } from "~/features/security/two-factor-settings.server";
import { byMethod, jsonError, parseJsonBody } from "~/utils/http.server";

export const action = byMethod<Route.ActionArgs>({
  /** POST /api/admin/2fa/totp (admin): a new authenticator secret, shown this once: { secret, otpauthUrl }. */
  POST: async ({ context }) => {
    const started = await startTotp(adminOf(context).adminUserId);
    if (started.kind !== "ok")
      return jsonError(409, "An authenticator app is already on. Turn it off first.");
    return Response.json({ secret: started.secret, otpauthUrl: started.otpauthUrl }, { status: 201 });
  },
  /** DELETE /api/admin/2fa/totp { code } (admin): turns the authenticator off, with a current code. */
  DELETE: async ({ request, context }) => {
    const parsed = await parseJsonBody(request, totpCodeSchema);
    if ("response" in parsed) return parsed.response;
    const off = await turnTotpOff(adminOf(context).adminUserId, parsed.data.code);
    if (off === "last-factor") return jsonError(409, LAST_FACTOR_TEXT);
    return off === "off"
      ? Response.json({ ok: true })
      : jsonError(400, "That code is not valid. Enter the current code.");
  },
});
