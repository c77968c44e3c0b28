import { desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterSubscribers, type Attribution } from "~/db/schema";
import { notifyBusiness } from "~/services/outbox.server";

/**
 * Subscribes an address. Subscribing again (any letter case) is a success that stores no duplicate;
 * an address that had unsubscribed becomes active again.
 */
export async function subscribe(email: string, attribution: Attribution = {}) {
  const normalized = email.trim().toLowerCase();
  return db().transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email: normalized, attribution })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length === 0) {
      await tx
        .update(newsletterSubscribers)
        .set({ isActive: true })
        .where(eq(sql`lower(${newsletterSubscribers.email})`, normalized));
      return { created: false };
    }
    await notifyBusiness(tx, "newsletter-notification", `New newsletter subscriber: ${normalized}`, [
      ["E-mail", normalized],
      ["Landing page", attribution.landingPage],
      ["Referrer", attribution.referrer],
      ["UTM source", attribution.utm_source],
      ["UTM campaign", attribution.utm_campaign],
    ]);
    return { created: true };
  });
}

export async function listSubscribers() {
  return db().select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.subscribedAt));
}
