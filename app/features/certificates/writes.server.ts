import { z } from "zod";
import { byId, defineWrite } from "~/admin/write.server";
import { sessionAttendanceSchema } from "~/features/events/schema";
import { CERTIFICATE_NOT_FOUND, issueNow, revokeCertificate } from "./certificates.server";

// The owner's writes on certificates (product.md §10.18), each defined once for its JSON endpoint
// and the program's certificates view (docs/conventions.md, decision 0094).

/** A certificate's code in the path: its letters and digits as issued (any case). */
export const certificateCode = (message: string) =>
  z.object({
    code: z
      .string({ error: message })
      .trim()
      .regex(/^[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}$/, message)
      .transform((c) => c.toUpperCase()),
  });

/** POST /api/admin/events/{id}/certificates { registrationId }, and the view's "Issue now": 201. */
export const issueCertificateNow = defineWrite({
  params: byId("Event not found."),
  input: sessionAttendanceSchema.pick({ registrationId: true }),
  fromForm: (raw) => ({ registrationId: Number((raw as Record<string, unknown>).registrationId) }),
  creates: true,
  run: ({ params, input }) => issueNow(params.id, input.registrationId),
});

/** POST /api/admin/certificates/{code}/revoke, and the view's "Revoke". */
export const revokeCertificateByCode = defineWrite({
  params: certificateCode(CERTIFICATE_NOT_FOUND),
  run: ({ params }) => revokeCertificate(params.code),
});
