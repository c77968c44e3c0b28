import type { Route } from "./+types/2fa.passkeys.$id";
import { apiWrite } from "~/admin/write.server";
import { removePasskeyWrite } from "~/features/security/writes.server";
import { byMethod } from "~/utils/http.server";

/** DELETE /api/admin/2fa/passkeys/{id} (admin): removes one of the admin's own passkeys. */
export const action = byMethod<Route.ActionArgs>({ DELETE: apiWrite(removePasskeyWrite) });
