import type { Route } from "./+types/sequences.$id.enrollments";
import { byId } from "~/admin/write.server";
import { enrollmentListQuerySchema } from "~/features/sequences/admin-schema";
import { enrollmentColumns } from "~/features/sequences/list";
import { enrollmentBatches, listEnrollments } from "~/features/sequences/list.server";
import { SEQUENCE_NOT_FOUND, sequenceExists } from "~/features/sequences/sequences.server";
import { listEndpoint } from "~/lists/responses.server";
import { endpoint, jsonError } from "~/utils/http.server";

/**
 * GET /api/admin/sequences/{id}/enrollments?status=&q=&page=&pageSize= (admin): one page of the
 * sequence's enrolments, newest first (the total in X-Total-Count); `format=csv` streams them all.
 */
export const action = endpoint({
  GET: async (args: Route.LoaderArgs) => {
    const id = byId(SEQUENCE_NOT_FOUND).safeParse(args.params);
    if (!id.success || !(await sequenceExists(id.data.id))) return jsonError(404, SEQUENCE_NOT_FOUND);
    const sequenceId = id.data.id;
    return listEndpoint("sequence-enrollments", enrollmentListQuerySchema, enrollmentColumns, {
      page: (q) => listEnrollments({ ...q, sequenceId }),
      batches: (q) => enrollmentBatches({ ...q, sequenceId }),
    })(args);
  },
});
export const loader = action;
