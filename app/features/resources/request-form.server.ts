import { resourceRequestSchema } from "~/features/resources/request-schema";
import {
  NO_PUBLISHED_RESOURCE,
  RESOURCE_REQUEST_THANKS,
  requestPublishedResource,
} from "~/features/resources/requests.server";
import { accepted, type FormSteps } from "~/forms/pipeline.server";
import { refuse } from "~/utils/refusal";

/** A request for a published resource (/resources and POST /api/resource-request), named by its title. */
export const resourceRequestForm: FormSteps<typeof resourceRequestSchema, { message: string }> = {
  name: "resource-request",
  schema: resourceRequestSchema,
  created: true,
  save: async (input, attribution) =>
    (await requestPublishedResource({ ...input, attribution }))
      ? accepted({ message: RESOURCE_REQUEST_THANKS })
      : refuse(400, NO_PUBLISHED_RESOURCE, { field: "resourceTitle" }),
};
