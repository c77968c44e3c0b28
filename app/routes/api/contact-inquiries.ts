import type { Route } from "./+types/contact-inquiries";
import { listContactInquiries } from "~/services/admin-lists.server";
import { adminRoute } from "~/utils/admin-route.server";
import { methodNotAllowed } from "~/utils/http.server";

/** GET /api/contact-inquiries (admin): every inquiry, newest first. */
export const loader = adminRoute<Route.LoaderArgs>(async () => Response.json(await listContactInquiries()));

// Sending an inquiry is POST /api/contact-inquiry (singular).
export function action() {
  return methodNotAllowed(["GET"]);
}
