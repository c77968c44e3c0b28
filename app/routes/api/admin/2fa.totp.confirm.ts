import type { Route } from "./+types/2fa.totp.confirm";
import { apiWrite } from "~/admin/write.server";
import { confirmTotpWrite } from "~/features/security/writes.server";
import { byMethod } from "~/utils/http.server";

/** POST /api/admin/2fa/totp/confirm { code } (admin): turns the authenticator on: { recoveryCodes }. */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(confirmTotpWrite) });
