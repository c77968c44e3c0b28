import type { Route } from "./+types/leads";
import { requireAdmin } from "~/utils/admin-access.server";
import { webinar } from "~/content/webinar";
import { webinarLeadSchema } from "~/schemas/webinar";
import { registerForWebinar } from "~/services/webinar-registrations.server";
import { jsonError } from "~/utils/http.server";
import { handlePublicForm } from "~/utils/public-form.server";

// One path, two sides (product.md §7): GET lists the leads (admin only), POST registers for the
// webinar (public).
export const middleware = [requireAdmin({ publicMethods: ["POST"] })];

// GET /api/leads (admin) is the admin tree's list of leads, GET /api/admin/leads: one handler for both.
export { loader } from "./admin/leads";

/** POST /api/leads with leadType "webinar" (public): the masterclass registration, refused once the seats are gone. */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(request, context, {
    name: "webinar",
    schema: webinarLeadSchema,
    save: async (data) => {
      const result = await registerForWebinar(data);
      if (!result.ok) {
        return jsonError(409, `Sorry, the masterclass is full: all ${webinar.seats} seats are taken.`, {
          full: true,
        });
      }
      // The same answer whether or not the address was registered before: it must not tell who did.
      return Response.json({ ok: true, message: "You'll receive webinar details via email shortly." });
    },
  });
}
