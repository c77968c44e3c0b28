import type { Route } from "./+types/leads";
import { requireAdmin } from "~/features/security/gates.server";
import { answerJson } from "~/forms/json-answer.server";
import { webinarLeadForm } from "~/features/events/registration-form.server";
import { leadsEndpoint } from "~/features/legacy/list.server";

// One path, two sides (product.md §7): GET lists the leads (admin only), POST registers for the
// webinar (public).
export const middleware = [requireAdmin({ publicMethods: ["POST"] })];

/** GET /api/leads (admin): the list of leads, as GET /api/admin/leads answers it. */
export const loader = leadsEndpoint;

/** POST /api/leads with leadType "webinar" (public): the masterclass registration, refused once the seats are gone. */
export const action = ({ request, context }: Route.ActionArgs) =>
  answerJson(webinarLeadForm, request, context);
