import type { Route } from "./+types/contact";
import { contactInquiryForm } from "~/features/contact/form.server";
import { replyToPage } from "~/forms/page-reply.server";

/** The inquiry form's post, with or without JavaScript (POST /api/contact-inquiry is its JSON twin). */
export const action = ({ request, context }: Route.ActionArgs) =>
  replyToPage(contactInquiryForm, request, context);
