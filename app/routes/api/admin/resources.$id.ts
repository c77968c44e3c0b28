import { apiWrite } from "~/admin/write.server";
import { deleteResource, updateResource } from "~/features/resources/writes.server";
import { endpoint } from "~/utils/http.server";

/** PUT and DELETE /api/admin/resources/{id} (admin). */
export const action = endpoint({
  PUT: apiWrite(updateResource),
  DELETE: apiWrite(deleteResource),
});
export const loader = action;
