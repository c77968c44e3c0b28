import { listNewsletterSubscribers } from "~/services/admin-lists.server";

/** GET /api/admin/newsletter-subscribers (admin) */
export async function loader() {
  return Response.json(await listNewsletterSubscribers());
}
