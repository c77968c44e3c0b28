import { apiWrite } from "~/admin/write.server";
import { confirmTotpWrite } from "~/features/security/writes.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/2fa/totp/confirm { code } (admin): turns the authenticator on: { recoveryCodes }. */
export const action = endpoint({ POST: apiWrite(confirmTotpWrite) });
export const loader = action;
