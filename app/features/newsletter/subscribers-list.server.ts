import { and, eq } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema";
import type { SubscriberListQuery } from "~/features/newsletter/admin-schema";
import { contains, tableList } from "~/services/lists.server";
import type { SubscriberRow } from "~/features/newsletter/subscribers-list";

// The unsubscribe token is a secret of the subscriber's link, not something the admin needs.
export const { page: listNewsletterSubscribers, batches: newsletterSubscriberBatches } = tableList<
  SubscriberListQuery,
  SubscriberRow
>(newsletterSubscribers, {
  at: newsletterSubscribers.subscribedAt,
  columns: {
    id: newsletterSubscribers.id,
    email: newsletterSubscribers.email,
    state: newsletterSubscribers.state,
    consentSource: newsletterSubscribers.consentSource,
    suppressedReason: newsletterSubscribers.suppressedReason,
    subscribedAt: newsletterSubscribers.subscribedAt,
    createdAt: newsletterSubscribers.subscribedAt,
    attribution: newsletterSubscribers.attribution,
  },
  where: (q) =>
    and(contains(q.q, [newsletterSubscribers.email]), q.state && eq(newsletterSubscribers.state, q.state)),
});
