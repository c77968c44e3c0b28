import { apiWrite } from "~/admin/write.server";
import { startTotpWrite, turnTotpOffWrite } from "~/features/security/writes.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/2fa/totp (a new key) and DELETE /api/admin/2fa/totp { code } (off) (admin). */
export const action = endpoint({
  POST: apiWrite(startTotpWrite),
  DELETE: apiWrite(turnTotpOffWrite),
});
export const loader = action;
