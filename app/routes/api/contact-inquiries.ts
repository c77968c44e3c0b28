import { listContactInquiries } from "~/services/admin-lists.server";
import { methodNotAllowed } from "~/utils/http.server";

/** GET /api/contact-inquiries (admin): every inquiry, newest first. */
export async function loader() {
  return Response.json(await listContactInquiries());
}

// Sending an inquiry is POST /api/contact-inquiry (singular).
export function action() {
  return methodNotAllowed(["GET"]);
}
