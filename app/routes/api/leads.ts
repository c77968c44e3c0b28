import type { Route } from "./+types/leads";
import { leadColumns } from "~/lists/legacy";
import { leadListQuerySchema } from "~/schemas/admin-lists";
import { leadBatches, listLeads } from "~/services/lists.server";
import { requireAdmin } from "~/admin/access.server";
import { webinar } from "~/content/webinar";
import { webinarLeadSchema } from "~/schemas/webinar";
import { registerForWebinar } from "~/services/webinar-registrations.server";
import { jsonError, parseQuery } from "~/utils/http.server";
import { csvResponse, pageResponse } from "~/lists/responses.server";
import { handlePublicForm } from "~/utils/public-form.server";

// One module serves /api/leads: GET lists the leads (admin only, product.md §7); POST (webinar
// registration, public) is the lead-capture action and belongs in this same file as `action`.
export const middleware = [requireAdmin({ publicMethods: ["POST"] })];

/**
 * GET /api/leads?q=&page=&pageSize= (admin): one page of webinar registrations and other leads,
 * newest first (product.md's array; the total in X-Total-Count); `format=csv` streams them all.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, leadListQuerySchema);
  if ("response" in query) return query.response;
  if (query.data.format === "csv")
    return csvResponse("webinar-registrations", leadColumns, leadBatches(query.data));
  return pageResponse(request, await listLeads(query.data), query.data);
}

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
