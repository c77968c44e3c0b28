import type { Route } from "./+types/resource-request";
import { answerJson } from "~/forms/json-answer.server";
import { resourceRequestForm } from "~/features/resources/request-form.server";
import { postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/resource-request: access to a published resource; its type and category come from the database. */
export const action = ({ request, context }: Route.ActionArgs) =>
  answerJson(resourceRequestForm, request, context);
