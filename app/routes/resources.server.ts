import type { Route } from "./+types/resources";
import { resourceRequestSchema } from "~/schemas/resource-request";
import {
  NO_PUBLISHED_RESOURCE,
  RESOURCE_REQUEST_THANKS,
  requestPublishedResource,
} from "~/services/resource-requests.server";
import { handleFormAction } from "~/utils/form-action.server";

/** The request-access form's post, with or without JavaScript (POST /api/resource-request is its JSON twin). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleFormAction(request, context, {
    name: "resource-request",
    schema: resourceRequestSchema,
    save: async (data) =>
      (await requestPublishedResource(data))
        ? { ok: true, message: RESOURCE_REQUEST_THANKS }
        : {
            ok: false,
            status: 400,
            formError: NO_PUBLISHED_RESOURCE,
            fieldErrors: { resourceTitle: [NO_PUBLISHED_RESOURCE] },
          },
  });
}
