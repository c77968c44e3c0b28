import type { Route } from "./+types/resources";
import { replyToPage } from "~/forms/page-reply.server";
import { resourceRequestForm } from "~/features/resources/request-form.server";

/** The request-access form's post, with or without JavaScript (POST /api/resource-request is its JSON twin). */
export const action = ({ request, context }: Route.ActionArgs) =>
  replyToPage(resourceRequestForm, request, context);
