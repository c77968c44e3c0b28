import { apiWrite } from "~/admin/write.server";
import { addPasskeyWrite } from "~/features/security/writes.server";
import { endpoint } from "~/utils/http.server";

/**
 * POST /api/admin/2fa/passkeys { name, response } (admin): the browser's registration, verified
 * against the pending challenge (each used once): 201 { id, name, recoveryCodes? } (decision 0092).
 */
export const action = endpoint({ POST: apiWrite(addPasskeyWrite) });
export const loader = action;
