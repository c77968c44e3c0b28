import type { Route } from "./+types/newsletter-subscribe";
import { answerJson } from "~/forms/json-answer.server";
import { newsletterForm } from "~/features/newsletter/form.server";
import { postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/newsletter-subscribe: the signup of every newsletter form, as JSON. */
export const action = ({ request, context }: Route.ActionArgs) =>
  answerJson(newsletterForm, request, context);
