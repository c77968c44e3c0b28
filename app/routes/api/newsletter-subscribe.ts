import type { Route } from "./+types/newsletter-subscribe";
import { newsletterSchema } from "~/schemas/newsletter";
import { subscribe } from "~/services/newsletter.server";
import { handlePublicForm } from "~/utils/public-form.server";
import { postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(request, context, {
    name: "newsletter",
    schema: newsletterSchema,
    save: async ({ email, attribution }) => {
      await subscribe(email, attribution);
      return Response.json({ ok: true, message: "You've been subscribed to our newsletter." });
    },
  });
}
