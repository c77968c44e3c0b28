import { eq } from "drizzle-orm";
import { assessmentResponses } from "~/db/schema";
import { timelineSource } from "~/features/people/timeline-source.server";

/** The person's assessment submissions (kind "assessment"), with every answer and score. */
export const assessmentSubmissions = timelineSource({
  read: (tx, person) =>
    tx.select().from(assessmentResponses).where(eq(assessmentResponses.personId, person.id)),
  entries: (rows) => rows.map(({ personId: _, ...r }) => ({ kind: "assessment", at: r.createdAt, ...r })),
});
