import { apiRead } from "~/admin/read.server";
import { apiWrite } from "~/admin/write.server";
import { certificatesOfEvent, programForCertificates } from "~/features/certificates/certificates.server";
import { issueCertificateNow } from "~/features/certificates/writes.server";
import { endpoint } from "~/utils/http.server";

const NOT_FOUND = "Event not found.";

/**
 * GET /api/admin/events/{id}/certificates (admin): the program's certificates, issued and revoked;
 * POST { registrationId }: "Issue now" for one seat (201).
 */
export const action = endpoint({
  GET: apiRead(NOT_FOUND, async ({ id }) =>
    (await programForCertificates(id)) ? certificatesOfEvent(id) : undefined,
  ),
  POST: apiWrite(issueCertificateNow),
});
export const loader = action;
