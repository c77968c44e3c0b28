import type { Route } from "./+types/resources";
import { apiWrite } from "~/admin/write.server";
import { resourceColumns } from "~/features/resources/list";
import { listResources, resourceBatches } from "~/features/resources/list.server";
import { createResource } from "~/features/resources/writes.server";
import { listEndpoint } from "~/lists/responses.server";
import { byMethod } from "~/utils/http.server";
import { resourceListQuerySchema } from "~/schemas/admin-lists";

/**
 * GET /api/admin/resources?q=&page=&pageSize= (admin): one page of resources, published or not,
 * newest first (product.md's array; the total in X-Total-Count); `format=csv` streams them all.
 */
export const loader = listEndpoint("resources", resourceListQuerySchema, resourceColumns, {
  page: listResources,
  batches: resourceBatches,
});

/** POST /api/admin/resources (admin): creates a resource. */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(createResource) });
