import { subscriberListQuerySchema } from "~/features/newsletter/admin-schema";
import { subscriberColumns } from "~/features/newsletter/subscribers-list";
import {
  listNewsletterSubscribers,
  newsletterSubscriberBatches,
} from "~/features/newsletter/subscribers-list.server";
import { listEndpoint } from "~/lists/responses.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/newsletter-subscribers?q=&state=&page=&pageSize= (admin): one page of subscribers,
 * newest first (product.md's array; the total in X-Total-Count); `format=csv` streams them all.
 */
export const loader = endpoint({
  GET: listEndpoint("newsletter-subscribers", subscriberListQuerySchema, subscriberColumns, {
    page: listNewsletterSubscribers,
    batches: newsletterSubscriberBatches,
  }),
});
export const action = loader;
