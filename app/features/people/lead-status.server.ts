import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { assessmentResponses } from "~/db/schema";
import type { LeadStatus } from "~/features/people/lead-status-schema";
import { setStatusIn } from "~/features/people/pipeline.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * product.md's lead status of an assessment submission is the status of the submission's person: this sets
 * it (recording the change). Returns { id, leadStatus }, or undefined for an unknown id.
 */
export async function setLeadStatus(id: string, leadStatus: LeadStatus, adminUserId: number) {
  // Not a uuid cannot be a submission (and would be a database error, not a 404).
  if (!UUID.test(id)) return undefined;
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ personId: assessmentResponses.personId })
      .from(assessmentResponses)
      .where(eq(assessmentResponses.id, id));
    if (!row) return undefined;
    await setStatusIn(tx, row.personId, leadStatus, adminUserId);
    return { id, leadStatus };
  });
}
