import { listAssessments } from "~/services/admin-lists.server";
import { methodNotAllowed } from "~/utils/http.server";

/** GET /api/assessments (admin): every submission with all its answers, newest first. */
export async function loader() {
  return Response.json(await listAssessments());
}

// Submitting is POST /api/assessment (singular).
export function action() {
  return methodNotAllowed(["GET"]);
}
