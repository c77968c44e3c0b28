import { apiWrite } from "~/admin/write.server";
import { startPasskeyWrite } from "~/features/security/writes.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/2fa/passkeys/options (admin): the options for navigator.credentials.create(). */
export const action = endpoint({ POST: apiWrite(startPasskeyWrite) });
export const loader = action;
