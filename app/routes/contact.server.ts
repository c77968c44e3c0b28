import type { Route } from "./+types/contact";
import { contactInquirySchema } from "~/schemas/contact-inquiry";
import { submitContactInquiry } from "~/services/contact-inquiries.server";
import { captchaMessages } from "~/utils/captcha.server";
import { handleFormAction } from "~/utils/form-action.server";

/** The inquiry form's post, with or without JavaScript (POST /api/contact-inquiry is its JSON twin). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleFormAction(request, context, {
    name: "contact-inquiry",
    schema: contactInquirySchema,
    save: async (input) => {
      const result = await submitContactInquiry(input);
      if (!result.ok) {
        const message = captchaMessages[result.captcha];
        return { ok: false, status: 403, formError: message, fieldErrors: { captchaToken: [message] } };
      }
      return {
        ok: true,
        message: "Thanks for reaching out! We'll review your goals and follow up with next steps.",
      };
    },
  });
}
