import type { Route } from "./+types/webinar";
import { replyToPage } from "~/forms/page-reply.server";
import { webinarForm } from "~/features/events/registration-form.server";
import { webinarPageEvent } from "~/features/events/events.server";

export const loader = () => webinarPageEvent();

/** The registration form's post, with or without JavaScript (POST /api/leads is its JSON twin). */
export const action = ({ request, context }: Route.ActionArgs) => replyToPage(webinarForm, request, context);
