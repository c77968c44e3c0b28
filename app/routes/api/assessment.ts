import type { Route } from "./+types/assessment";
import { assessmentForm } from "~/features/assessments/form.server";
import { answerJson } from "~/forms/json-answer.server";
import { postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/assessment: validates, scores on the server, stores, queues the e-mails; answers the result. */
export const action = ({ request, context }: Route.ActionArgs) =>
  answerJson(assessmentForm, request, context, (result) => result);
