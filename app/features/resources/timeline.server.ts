import { eq } from "drizzle-orm";
import { resourceRequests } from "~/db/schema";
import { timelineSource } from "~/features/people/timeline-source.server";

/** The person's requests for a resource of the library (kind "resource-request"). */
export const resourceRequestsOf = timelineSource({
  read: (tx, person) => tx.select().from(resourceRequests).where(eq(resourceRequests.personId, person.id)),
  entries: (rows) =>
    rows.map(({ personId: _, ...r }) => ({ kind: "resource-request", at: r.createdAt, ...r })),
});
