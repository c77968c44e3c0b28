import type { AssessmentResult } from "~/assessment/result";
import { assessmentSubmissionSchema } from "~/features/assessments/schema";
import { saveAssessment } from "~/features/assessments/assessments.server";
import { accepted, type FormSteps } from "~/forms/pipeline.server";

/**
 * The assessment's submission: the wizard's last step (the /assessment page action, without
 * JavaScript) and POST /api/assessment. Scored on the server; the result is the answer.
 */
export const assessmentForm: FormSteps<typeof assessmentSubmissionSchema, AssessmentResult> = {
  name: "assessment",
  schema: assessmentSubmissionSchema,
  created: true,
  save: async (input, attribution) => accepted(await saveAssessment({ ...input, attribution })),
};
