import type { Route } from "./+types/resources.$id";
import { apiWrite } from "~/admin/write.server";
import { deleteResource, updateResource } from "~/features/resources/writes.server";
import { byMethod, methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["PUT", "DELETE"]);

/** PUT and DELETE /api/admin/resources/{id} (admin). */
export const action = byMethod<Route.ActionArgs>({
  PUT: apiWrite(updateResource),
  DELETE: apiWrite(deleteResource),
});
