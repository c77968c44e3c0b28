import type { Route } from "./+types/webinar";
import { webinar } from "~/content/webinar";
import { webinarFormSchema } from "~/schemas/webinar";
import { registerForWebinar } from "~/services/webinar-registrations.server";
import { handleFormAction } from "~/utils/form-action.server";

/** The registration form's post, with or without JavaScript (POST /api/leads is its JSON twin). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleFormAction(request, context, {
    name: "webinar",
    schema: webinarFormSchema,
    save: async (input) => {
      const result = await registerForWebinar({ ...input, leadType: "webinar" });
      if (!result.ok) {
        const formError = `Sorry, the masterclass is full: all ${webinar.seats} seats are taken.`;
        return { ok: false, status: 409, formError };
      }
      // The same answer whether or not the address was registered before: it tells nobody who is.
      return { ok: true, message: "You'll receive webinar details via email shortly." };
    },
  });
}
