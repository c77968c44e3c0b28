import { apiRead } from "~/admin/read.server";
import { CERTIFICATE_NOT_FOUND, certificateByCode } from "~/features/certificates/certificates.server";
import { certificateCode } from "~/features/certificates/writes.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/certificates/{code} (public): the certificate's facts for anyone verifying it, never an
 * e-mail address: { code, name, program, startDate, endDate, sessionsAttended, sessions, issuedAt, revokedAt }.
 */
export const action = endpoint({
  GET: apiRead(
    CERTIFICATE_NOT_FOUND,
    ({ code }) => certificateByCode(code),
    certificateCode(CERTIFICATE_NOT_FOUND),
  ),
});
export const loader = action;
