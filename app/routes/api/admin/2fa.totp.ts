import type { Route } from "./+types/2fa.totp";
import { apiWrite } from "~/admin/write.server";
import { startTotpWrite, turnTotpOffWrite } from "~/features/security/writes.server";
import { byMethod } from "~/utils/http.server";

/** POST /api/admin/2fa/totp (a new key) and DELETE /api/admin/2fa/totp { code } (off) (admin). */
export const action = byMethod<Route.ActionArgs>({
  POST: apiWrite(startTotpWrite),
  DELETE: apiWrite(turnTotpOffWrite),
});
