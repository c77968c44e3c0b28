import { resourceRequestSchema } from "~/schemas/resource-request";
import {
  NO_PUBLISHED_RESOURCE,
  RESOURCE_REQUEST_THANKS,
  requestPublishedResource,
} from "~/services/resource-requests.server";
import { accepted, type FormSteps } from "./pipeline.server";

/** A request for a published resource (/resources and POST /api/resource-request), named by its title. */
export const resourceRequestForm: FormSteps<
  typeof resourceRequestSchema,
  { message: string },
  { kind: "not-found"; field: string; message: string }
> = {
  name: "resource-request",
  schema: resourceRequestSchema,
  created: true,
  save: async (input, attribution) =>
    (await requestPublishedResource({ ...input, attribution }))
      ? accepted({ message: RESOURCE_REQUEST_THANKS })
      : { kind: "not-found", field: "resourceTitle", message: NO_PUBLISHED_RESOURCE },
};
