import { apiWrite } from "~/admin/write.server";
import { renewCodesWrite } from "~/features/security/writes.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/2fa/recovery-codes (admin): 10 new recovery codes, the old ones void: { recoveryCodes }. */
export const action = endpoint({ POST: apiWrite(renewCodesWrite) });
export const loader = action;
