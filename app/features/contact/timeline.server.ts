import { eq } from "drizzle-orm";
import { contactInquiries } from "~/db/schema";
import { timelineSource } from "~/features/people/timeline-source.server";

/** The person's contact inquiries (kind "contact"), as they sent them. */
export const contactInquiriesOf = timelineSource({
  read: (tx, person) => tx.select().from(contactInquiries).where(eq(contactInquiries.personId, person.id)),
  entries: (rows) => rows.map(({ personId: _, ...r }) => ({ kind: "contact", at: r.createdAt, ...r })),
});
