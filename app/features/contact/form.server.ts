import { contactInquirySchema } from "~/features/contact/schema";
import { submitContactInquiry } from "~/features/contact/inquiries.server";
import { isRefused } from "~/utils/refusal";
import { accepted, type FormSteps } from "~/forms/pipeline.server";

/** The contact inquiry (/contact and POST /api/contact-inquiry): a captcha solution accepted once (product.md §5). */
export const contactInquiryForm: FormSteps<typeof contactInquirySchema, { id: number; message: string }> = {
  name: "contact-inquiry",
  schema: contactInquirySchema,
  created: true,
  save: async (input, attribution) => {
    const result = await submitContactInquiry({ ...input, attribution });
    if (isRefused(result)) return result;
    const message = "Thanks for reaching out! We'll review your goals and follow up with next steps.";
    return accepted({ id: result.id, message });
  },
};
