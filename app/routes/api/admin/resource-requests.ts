import { listResourceRequests } from "~/services/admin-lists.server";

/** GET /api/admin/resource-requests (admin) */
export async function loader() {
  return Response.json(await listResourceRequests());
}
