import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { assessmentResponses } from "~/db/schema";
import type { LeadStatus } from "~/schemas/lead-status";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sets a submission's lead status; returns the updated row, or undefined for an unknown id. */
export async function setLeadStatus(id: string, leadStatus: LeadStatus) {
  // Not a uuid cannot be a submission (and would be a database error, not a 404).
  if (!UUID.test(id)) return undefined;
  const [row] = await db()
    .update(assessmentResponses)
    .set({ leadStatus })
    .where(eq(assessmentResponses.id, id))
    .returning({ id: assessmentResponses.id, leadStatus: assessmentResponses.leadStatus });
  return row;
}
