import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterClicks, newsletterDeliveries, newsletterLinks } from "~/db/schema";
import { followTrackedLink } from "~/services/tracked-links.server";
import { nowMs } from "~/utils/clock.server";

/**
 * A click through an issue's link (recorded when the issue started sending): the reader goes to it,
 * and when `deliveryToken` is a delivery of that issue, the click is counted for it and its person.
 */
export async function followLink(linkId: number, deliveryToken: string) {
  const [link] = await db().select().from(newsletterLinks).where(eq(newsletterLinks.id, linkId));
  return followTrackedLink(link, deliveryToken, async ({ issueId }) => {
    const [delivery] = await db()
      .select({ id: newsletterDeliveries.id, personId: newsletterDeliveries.personId })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.token, deliveryToken), eq(newsletterDeliveries.issueId, issueId)));
    if (delivery)
      await db()
        .insert(newsletterClicks)
        .values({ linkId, deliveryId: delivery.id, personId: delivery.personId, at: new Date(nowMs()) });
  });
}
