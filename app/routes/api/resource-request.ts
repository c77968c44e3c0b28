import type { Route } from "./+types/resource-request";
import { resourceRequestSchema } from "~/schemas/resource-request";
import {
  NO_PUBLISHED_RESOURCE,
  RESOURCE_REQUEST_THANKS,
  requestPublishedResource,
} from "~/services/resource-requests.server";
import { jsonError, postOnlyLoader } from "~/utils/http.server";
import { handlePublicForm } from "~/utils/public-form.server";

export const loader = postOnlyLoader;

/** POST /api/resource-request: access to a published resource; its type and category come from the database. */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(request, context, {
    name: "resource-request",
    schema: resourceRequestSchema,
    save: async (data) =>
      (await requestPublishedResource(data))
        ? Response.json({ ok: true, message: RESOURCE_REQUEST_THANKS }, { status: 201 })
        : jsonError(400, `Invalid resourceTitle: ${NO_PUBLISHED_RESOURCE}`, {
            fields: { resourceTitle: NO_PUBLISHED_RESOURCE },
          }),
  });
}
