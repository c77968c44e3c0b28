import { eq } from "drizzle-orm";
import { z } from "zod";
import { defineWrite } from "~/admin/write.server";
import { db } from "~/db/client.server";
import { assessmentResponses } from "~/db/schema";
import { leadStatusUpdateSchema, type LeadStatus } from "~/features/people/lead-status-schema";
import { setStatusIn } from "~/features/people/pipeline.server";
import { refuse } from "~/utils/refusal";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = "Assessment submission not found.";

/**
 * product.md §10.4: the lead status of an assessment submission is the status of the submission's
 * person: this sets it (recording the change). Returns { id, leadStatus }, refused (404) for an unknown id.
 */
export async function setLeadStatus(id: string, leadStatus: LeadStatus, adminUserId: number) {
  // Not a uuid cannot be a submission (and would be a database error, not a 404).
  if (!UUID.test(id)) return refuse(404, NOT_FOUND);
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ personId: assessmentResponses.personId })
      .from(assessmentResponses)
      .where(eq(assessmentResponses.id, id));
    if (!row) return refuse(404, NOT_FOUND);
    await setStatusIn(tx, row.personId, leadStatus, adminUserId);
    return { id, leadStatus };
  });
}

/**
 * PUT /api/admin/assessment-lead-status/{id} { leadStatus } (product.md §7, also
 * /api/admin/assessments/{id}/lead-status), and the Quiz/Assessment list's per-row dropdown.
 */
export const changeLeadStatus = defineWrite({
  params: z.object({ id: z.string().regex(UUID, NOT_FOUND) }),
  input: leadStatusUpdateSchema,
  run: ({ params, input, adminId }) => setLeadStatus(params.id, input.leadStatus, adminId),
});
