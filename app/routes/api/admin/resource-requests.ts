import type { Route } from "./+types/resource-requests";
import { listResourceRequests } from "~/services/admin-lists.server";
import { adminRoute } from "~/utils/admin-route.server";

/** GET /api/admin/resource-requests (admin) */
export const loader = adminRoute<Route.LoaderArgs>(async () => Response.json(await listResourceRequests()));
