import type { Route } from "./+types/newsletter-subscribers";
import { subscriberColumns } from "~/features/newsletter/subscribers-list";
import { subscriberListQuerySchema } from "~/schemas/admin-lists";
import {
  newsletterSubscriberBatches,
  listNewsletterSubscribers,
} from "~/features/newsletter/subscribers-list.server";
import { parseQuery } from "~/utils/http.server";
import { csvResponse, pageResponse } from "~/lists/responses.server";

/**
 * GET /api/admin/newsletter-subscribers?q=&page=&pageSize= (admin): one page of subscribers, newest
 * first (product.md's array; the total in X-Total-Count); `format=csv` streams them all.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, subscriberListQuerySchema);
  if ("response" in query) return query.response;
  if (query.data.format === "csv")
    return csvResponse("newsletter-subscribers", subscriberColumns, newsletterSubscriberBatches(query.data));
  return pageResponse(request, await listNewsletterSubscribers(query.data), query.data);
}
