import type { Route } from "./+types/resources";
import { resourceRequestSchema } from "~/schemas/resource-request";
import { createResourceRequest } from "~/services/resource-requests.server";
import { findPublishedResourceByTitle } from "~/services/resources.server";
import { handleFormAction } from "~/utils/form-action.server";

/** The request-access form's post, with or without JavaScript (POST /api/resource-request is its JSON twin). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleFormAction(request, context, {
    name: "resource-request",
    schema: resourceRequestSchema,
    save: async ({ name, email, resourceTitle, attribution }) => {
      const resource = await findPublishedResourceByTitle(resourceTitle);
      if (!resource) {
        const message = "No published resource has this title.";
        return { ok: false, status: 400, formError: message, fieldErrors: { resourceTitle: [message] } };
      }
      await createResourceRequest({ name, email, resource, attribution });
      return { ok: true, message: "We'll notify you when this resource becomes available." };
    },
  });
}
