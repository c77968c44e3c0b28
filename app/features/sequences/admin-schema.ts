import { z } from "zod";
import { listFields } from "~/schemas/admin-lists";
import { ENROLLMENT_STATUSES } from "./list";

/** GET /api/admin/sequences/{id}/enrollments: paged, searched by address or name, filtered by status. */
export const enrollmentListQuerySchema = z.object(listFields).extend({
  status: z
    .enum(ENROLLMENT_STATUSES, { error: `Status must be one of: ${ENROLLMENT_STATUSES.join(", ")}` })
    .optional(),
});
/** The query, for the sequence the path names. */
export type EnrollmentListQuery = z.infer<typeof enrollmentListQuerySchema> & { sequenceId: number };
