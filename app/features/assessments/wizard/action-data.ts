import type { SubmissionResult } from "@conform-to/react";

/**
 * Where the wizard stands after a step's post (the /assessment page's action,
 * app/routes/assessment.server.ts): the step to show, the answers so far, the step's errors.
 */
export type WizardActionData = {
  step: number;
  data: Record<string, unknown>;
  result?: SubmissionResult<string[]>;
};
