import { inquiryColumns } from "~/features/contact/list";
import { contactInquiryBatches, listContactInquiries } from "~/features/contact/list.server";
import { listEndpoint } from "~/lists/responses.server";
import { inquiryListQuerySchema } from "~/features/contact/schema";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/contact-inquiries?q=&sort=newest|oldest&page=&pageSize= (admin), also product.md
 * §7's GET /api/contact-inquiries: one page of inquiries (product.md's array; the total in
 * X-Total-Count); `format=csv` streams them all.
 */
export const loader = endpoint({
  GET: listEndpoint("contact-inquiries", inquiryListQuerySchema, inquiryColumns, {
    page: listContactInquiries,
    batches: contactInquiryBatches,
  }),
});
export const action = loader;
