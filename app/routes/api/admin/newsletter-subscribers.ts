import type { Route } from "./+types/newsletter-subscribers";
import { listNewsletterSubscribers } from "~/services/admin-lists.server";
import { adminRoute } from "~/utils/admin-route.server";

/** GET /api/admin/newsletter-subscribers (admin) */
export const loader = adminRoute<Route.LoaderArgs>(async () =>
  Response.json(await listNewsletterSubscribers()),
);
