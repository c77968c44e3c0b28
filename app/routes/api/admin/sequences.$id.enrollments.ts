import { apiRead } from "~/admin/read.server";
import { enrollmentListQuerySchema } from "~/features/sequences/admin-schema";
import { enrollmentColumns } from "~/features/sequences/list";
import { enrollmentBatches, listEnrollments } from "~/features/sequences/list.server";
import { SEQUENCE_NOT_FOUND, sequenceExists } from "~/features/sequences/sequences.server";
import { listEndpoint } from "~/lists/responses.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/sequences/{id}/enrollments?status=&q=&page=&pageSize= (admin): one page of the
 * sequence's enrolments, newest first (the total in X-Total-Count); `format=csv` streams them all.
 */
export const action = endpoint({
  GET: apiRead(SEQUENCE_NOT_FOUND, async ({ id: sequenceId }, request) =>
    (await sequenceExists(sequenceId))
      ? listEndpoint("sequence-enrollments", enrollmentListQuerySchema, enrollmentColumns, {
          page: (q) => listEnrollments({ ...q, sequenceId }),
          batches: (q) => enrollmentBatches({ ...q, sequenceId }),
        })({ request })
      : undefined,
  ),
});
export const loader = action;
