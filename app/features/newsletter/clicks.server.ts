import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterClicks, newsletterDeliveries, newsletterLinks } from "~/db/schema";
import { nowMs } from "~/utils/clock.server";
import { LINK_TOKEN } from "~/utils/link-token";
import { refuse, type Refused } from "~/utils/refusal";

/**
 * A click through an issue's link: where to send the reader (only ever one of the issue's own links,
 * recorded when it started sending: no open redirect), and, when `deliveryToken` is a delivery of that
 * issue, the click counted for it and its person. An unknown link is refused.
 */
export async function followLink(linkId: number, deliveryToken: string): Promise<{ url: string } | Refused> {
  const [link] = await db().select().from(newsletterLinks).where(eq(newsletterLinks.id, linkId));
  if (!link) return refuse(404, "Link not found.");
  if (LINK_TOKEN.test(deliveryToken)) {
    const [delivery] = await db()
      .select({ id: newsletterDeliveries.id, personId: newsletterDeliveries.personId })
      .from(newsletterDeliveries)
      .where(
        and(eq(newsletterDeliveries.token, deliveryToken), eq(newsletterDeliveries.issueId, link.issueId)),
      );
    if (delivery)
      await db()
        .insert(newsletterClicks)
        .values({ linkId, deliveryId: delivery.id, personId: delivery.personId, at: new Date(nowMs()) });
  }
  return { url: link.url };
}
