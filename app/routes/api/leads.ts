import type { Route } from "./+types/leads";
import { requireAdmin } from "~/admin/access.server";
import { answerJson } from "~/forms/json-answer.server";
import { webinarLeadForm } from "~/features/events/registration-form.server";

// One path, two sides (product.md §7): GET lists the leads (admin only), POST registers for the
// webinar (public).
export const middleware = [requireAdmin({ publicMethods: ["POST"] })];

// GET /api/leads (admin) is the admin tree's list of leads, GET /api/admin/leads: one handler for both.
export { loader } from "./admin/leads";

/** POST /api/leads with leadType "webinar" (public): the masterclass registration, refused once the seats are gone. */
export const action = ({ request, context }: Route.ActionArgs) =>
  answerJson(webinarLeadForm, request, context);
