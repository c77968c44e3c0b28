import { z } from "zod";
import { labelIn, type Choice } from "~/lists/columns";
import { keysOf } from "~/utils/choices";

/** product.md §4: the six lead statuses of an assessment submission; 'lead' is the default. */
export const LEAD_STATUS_LABELS = {
  lead: "Lead",
  contacted: "Contacted",
  sent_proposal: "Sent proposal",
  closed: "Closed",
  not_interested: "Not interested",
  follow_up: "Follow up",
} as const;
export type LeadStatus = keyof typeof LEAD_STATUS_LABELS;
export const LEAD_STATUSES = keysOf(LEAD_STATUS_LABELS);
export const leadStatusChoices: Choice[] = LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]]);
export const leadStatusLabel = (status: string) => labelIn(leadStatusChoices, status);

export const leadStatusSchema = z.enum(LEAD_STATUSES, {
  error: `Lead status must be one of: ${LEAD_STATUSES.join(", ")}`,
});

/** Body of PUT /api/admin/assessment-lead-status/{id}. */
export const leadStatusUpdateSchema = z.object({ leadStatus: leadStatusSchema });

/** product.md §4: the badge has four looks: closed, sent_proposal, contacted, and anything else. */
export function leadStatusLook(status: string): "closed" | "sent_proposal" | "contacted" | "other" {
  return status === "closed" || status === "sent_proposal" || status === "contacted" ? status : "other";
}
