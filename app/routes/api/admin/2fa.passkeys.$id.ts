import { apiWrite } from "~/admin/write.server";
import { removePasskeyWrite } from "~/features/security/writes.server";
import { endpoint } from "~/utils/http.server";

/** DELETE /api/admin/2fa/passkeys/{id} (admin): removes one of the admin's own passkeys. */
export const action = endpoint({ DELETE: apiWrite(removePasskeyWrite) });
export const loader = action;
