import type { Route } from "./+types/2fa.recovery-codes";
import { apiWrite } from "~/admin/write.server";
import { renewCodesWrite } from "~/features/security/writes.server";
import { byMethod } from "~/utils/http.server";

/** POST /api/admin/2fa/recovery-codes (admin): 10 new recovery codes, the old ones void: { recoveryCodes }. */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(renewCodesWrite) });
