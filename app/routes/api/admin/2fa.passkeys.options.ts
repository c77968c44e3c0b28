import type { Route } from "./+types/2fa.passkeys.options";
import { apiWrite } from "~/admin/write.server";
import { startPasskeyWrite } from "~/features/security/writes.server";
import { byMethod } from "~/utils/http.server";

/** POST /api/admin/2fa/passkeys/options (admin): the options for navigator.credentials.create(). */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(startPasskeyWrite) });
