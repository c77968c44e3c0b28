import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import type { SubscriberListQuery } from "~/schemas/admin-lists";
import { batchesOf, contains, cursorAt, newest, pageOf, total, type List } from "~/services/lists.server";
import type { SubscriberRow } from "~/features/newsletter/subscribers-list";

// The unsubscribe token is a secret of the subscriber's link, not something the admin needs.
const subscribers: List<SubscriberListQuery> = {
  rows: () =>
    db()
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        state: newsletterSubscribers.state,
        consentSource: newsletterSubscribers.consentSource,
        suppressedReason: newsletterSubscribers.suppressedReason,
        subscribedAt: newsletterSubscribers.subscribedAt,
        createdAt: newsletterSubscribers.subscribedAt,
        attribution: newsletterSubscribers.attribution,
        cursorAt: cursorAt(newsletterSubscribers.subscribedAt),
      })
      .from(newsletterSubscribers)
      .$dynamic(),
  count: () => db().select(total).from(newsletterSubscribers).$dynamic(),
  order: () => newest(newsletterSubscribers.subscribedAt, newsletterSubscribers.id),
  where: (q) =>
    and(contains(q.q, [newsletterSubscribers.email]), q.state && eq(newsletterSubscribers.state, q.state)),
};
export const listNewsletterSubscribers = (q: SubscriberListQuery) =>
  pageOf<SubscriberListQuery, SubscriberRow>(subscribers, q);
export const newsletterSubscriberBatches = (q: SubscriberListQuery) =>
  batchesOf<SubscriberListQuery, SubscriberRow>(subscribers, q);
