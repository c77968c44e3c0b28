import { apiWrite } from "~/admin/write.server";
import { revokeCertificateByCode } from "~/features/certificates/writes.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/certificates/{code}/revoke (admin): its page then says it was revoked, and when. */
export const action = endpoint({ POST: apiWrite(revokeCertificateByCode) });
export const loader = action;
