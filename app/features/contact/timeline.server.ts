import { contactInquiries } from "~/db/schema";
import { submissionsSource } from "~/services/timeline-source.server";

/** The person's contact inquiries (kind "contact"), as they sent them. */
export const contactInquiriesOf = submissionsSource(contactInquiries, "contact");
