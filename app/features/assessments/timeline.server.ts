import { assessmentResponses } from "~/db/schema";
import { submissionsSource } from "~/services/timeline-source.server";

/** The person's assessment submissions (kind "assessment"), with every answer and score. */
export const assessmentSubmissions = submissionsSource(assessmentResponses, "assessment");
