import type { Route } from "./+types/contact-inquiries";
import { inquiryColumns } from "~/features/contact/list";
import { inquiryListQuerySchema } from "~/schemas/admin-lists";
import { contactInquiryBatches, listContactInquiries } from "~/features/contact/list.server";
import { methodNotAllowed, parseQuery } from "~/utils/http.server";
import { csvResponse, pageResponse } from "~/lists/responses.server";

/**
 * GET /api/admin/contact-inquiries?q=&sort=newest|oldest&page=&pageSize= (admin), also product.md
 * §7's GET /api/contact-inquiries: one page of inquiries (product.md's array; the total in
 * X-Total-Count); `format=csv` streams them all.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, inquiryListQuerySchema);
  if ("response" in query) return query.response;
  if (query.data.format === "csv")
    return csvResponse("contact-inquiries", inquiryColumns, contactInquiryBatches(query.data));
  return pageResponse(request, await listContactInquiries(query.data), query.data);
}

// Sending an inquiry is POST /api/contact-inquiry (singular).
export function action() {
  return methodNotAllowed(["GET"]);
}
