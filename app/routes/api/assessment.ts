import type { Route } from "./+types/assessment";
import { assessmentSubmissionSchema } from "~/schemas/assessment";
import { saveAssessment } from "~/services/assessments.server";
import { handlePublicForm } from "~/utils/public-form.server";
import { postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/assessment: validates, scores on the server, stores, queues the e-mails; answers the result. */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(request, context, {
    name: "assessment",
    schema: assessmentSubmissionSchema,
    save: async (input) => Response.json(await saveAssessment(input), { status: 201 }),
  });
}
