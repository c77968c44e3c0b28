import type { Route } from "./+types/assessments";
import { listAssessments } from "~/services/admin-lists.server";
import { adminRoute } from "~/utils/admin-route.server";
import { methodNotAllowed } from "~/utils/http.server";

/** GET /api/assessments (admin): every submission with all its answers, newest first. */
export const loader = adminRoute<Route.LoaderArgs>(async () => Response.json(await listAssessments()));

// Submitting is POST /api/assessment (singular).
export function action() {
  return methodNotAllowed(["GET"]);
}
