import type { Route } from "./+types/resource-request";
import { resourceRequestSchema } from "~/schemas/resource-request";
import { createResourceRequest } from "~/services/resource-requests.server";
import { findPublishedResourceByTitle } from "~/services/resources.server";
import { jsonError, postOnlyLoader } from "~/utils/http.server";
import { handlePublicForm } from "~/utils/public-form.server";

export const loader = postOnlyLoader;

/** POST /api/resource-request: access to a published resource; its type and category come from the database. */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(request, context, {
    name: "resource-request",
    schema: resourceRequestSchema,
    save: async ({ name, email, resourceTitle, attribution }) => {
      const resource = await findPublishedResourceByTitle(resourceTitle);
      if (!resource) {
        const message = "No published resource has this title.";
        return jsonError(400, `Invalid resourceTitle: ${message}`, { fields: { resourceTitle: message } });
      }
      await createResourceRequest({ name, email, resource, attribution });
      return Response.json(
        { ok: true, message: "We'll notify you when this resource becomes available." },
        { status: 201 },
      );
    },
  });
}
