import { resourceRequests } from "~/db/schema";
import { submissionsSource } from "~/services/timeline-source.server";

/** The person's requests for a resource of the library (kind "resource-request"). */
export const resourceRequestsOf = submissionsSource(resourceRequests, "resource-request");
