import type { Route } from "./+types/contact-inquiry";
import { contactInquirySchema } from "~/schemas/contact-inquiry";
import { submitContactInquiry } from "~/services/contact-inquiries.server";
import { captchaMessages } from "~/utils/captcha.server";
import { jsonError, postOnlyLoader } from "~/utils/http.server";
import { handlePublicForm } from "~/utils/public-form.server";

export const loader = postOnlyLoader;

/** POST /api/contact-inquiry: validated fields, a captcha solution accepted once, then one transaction. */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(request, context, {
    name: "contact-inquiry",
    schema: contactInquirySchema,
    save: async (data) => {
      const result = await submitContactInquiry(data);
      if (!result.ok) {
        const message = captchaMessages[result.captcha];
        return jsonError(403, message, { fields: { captchaToken: message } });
      }
      return Response.json(
        {
          ok: true,
          id: result.id,
          message: "Thanks for reaching out! We'll review your goals and follow up with next steps.",
        },
        { status: 201 },
      );
    },
  });
}
