import { eq } from "drizzle-orm";
import {
  newsletterClicks,
  newsletterDeliveries,
  newsletterIssues,
  newsletterLinks,
  newsletterSubscribers,
} from "~/db/schema";
import { columnsOf, timelineSource } from "~/services/timeline-source.server";

// The newsletter on a person's timeline (product.md §10.10): the subscription, the issues sent to
// them and the links they followed.

/** The subscription (kind "newsletter"), without its tokens: they would unsubscribe or confirm. */
export const newsletterSubscriptions = timelineSource({
  read: (tx, person) =>
    tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.personId, person.id)),
  entries: (rows) =>
    rows.map(({ personId: _p, unsubscribeToken: _u, confirmToken: _c, ...r }) => ({
      kind: "newsletter",
      at: r.subscribedAt,
      ...r,
    })),
});

/** Each issue sent or tried (kind "newsletter-delivery"), dated when sent, else when queued. */
export const newsletterDeliveriesOf = timelineSource({
  read: (tx, person) =>
    tx
      .select({
        id: newsletterDeliveries.id,
        issue: newsletterIssues.subject,
        ...columnsOf(newsletterDeliveries, "status", "attempts", "sentAt", "lastError", "createdAt"),
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
      .where(eq(newsletterDeliveries.personId, person.id)),
  entries: (rows) => rows.map((d) => ({ kind: "newsletter-delivery", at: d.sentAt ?? d.createdAt, ...d })),
});

/** Each link of an issue they followed (kind "newsletter-click"). */
export const newsletterClicksOf = timelineSource({
  read: (tx, person) =>
    tx
      .select({
        id: newsletterClicks.id,
        issue: newsletterIssues.subject,
        url: newsletterLinks.url,
        at: newsletterClicks.at,
      })
      .from(newsletterClicks)
      .innerJoin(newsletterLinks, eq(newsletterLinks.id, newsletterClicks.linkId))
      .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterLinks.issueId))
      .where(eq(newsletterClicks.personId, person.id)),
  entries: (rows) => rows.map((c) => ({ kind: "newsletter-click", ...c })),
});
