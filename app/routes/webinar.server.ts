import type { Route } from "./+types/webinar";
import { replyToRegistration } from "~/features/events/registration-form.server";
import { webinarPageEvent } from "~/features/events/events.server";

export const loader = () => webinarPageEvent();

/** The registration form's post, with or without JavaScript (POST /api/leads is its JSON twin). */
export const action = ({ request, context }: Route.ActionArgs) => replyToRegistration(request, context);
