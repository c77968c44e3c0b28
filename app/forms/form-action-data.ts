import type { SubmissionResult } from "@conform-to/react";

/**
 * What a form's page action answers (./page-reply.server.ts), read by the form in the browser:
 * Conform's reply (errors, or a reset), and on success product.md's message.
 */
export type FormActionData = {
  result: SubmissionResult<string[]>;
  ok: boolean;
  message?: string;
  /** The webinar registration's place (confirmed, waitlisted, interest). */
  place?: string;
  /** Set in the browser, never by the server: what this visitor just gave, for the next screen. */
  given?: { name?: string; email?: string };
  /** Set in the browser when the server could not be reached or failed (see app/forms/submit-form.ts). */
  unavailable?: boolean;
};
