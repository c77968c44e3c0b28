import type { Route } from "./+types/contact-inquiry";
import { contactInquiryForm } from "~/features/contact/form.server";
import { answerJson } from "~/forms/json-answer.server";
import { postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/contact-inquiry: validated fields, a captcha solution accepted once, then one transaction. */
export const action = ({ request, context }: Route.ActionArgs) =>
  answerJson(contactInquiryForm, request, context);
