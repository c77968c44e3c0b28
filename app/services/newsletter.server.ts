import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterSubscribers, type Attribution } from "~/db/schema";
import { enqueueEmails, newLeadNotice } from "~/services/outbox.server";
import { attachToPerson } from "~/services/people.server";
import { newsletterHeaders, newsletterWelcome } from "~/services/email-templates.server";

/**
 * Subscribes an address. Subscribing again (any letter case) is a success that stores no duplicate;
 * an address that had unsubscribed becomes active again.
 */
export async function subscribe(email: string, attribution: Attribution = {}) {
  const normalized = email.trim().toLowerCase();
  return db().transaction(async (tx) => {
    const personId = await attachToPerson(tx, { email: normalized, source: "newsletter", attribution });
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email: normalized, attribution, personId })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id, unsubscribeToken: newsletterSubscribers.unsubscribeToken });
    if (inserted.length === 0) {
      await tx
        .update(newsletterSubscribers)
        .set({ isActive: true })
        .where(eq(sql`lower(${newsletterSubscribers.email})`, normalized));
      return { created: false };
    }
    // The welcome e-mail carries the one-click unsubscribe link (RFC 8058), like every newsletter e-mail.
    const { unsubscribeToken } = inserted[0];
    await enqueueEmails(
      tx,
      {
        kind: "newsletter-welcome",
        to: normalized,
        ...newsletterWelcome({ unsubscribeToken }),
        headers: newsletterHeaders(unsubscribeToken),
        personId,
      },
      newLeadNotice({
        kind: "newsletter-notification",
        subject: `New newsletter subscriber: ${normalized}`,
        lines: [["E-mail", normalized]],
        attribution,
        personId,
      }),
    );
    return { created: true };
  });
}

export async function findSubscriberByToken(token: string) {
  const [row] = await db()
    .select({ email: newsletterSubscribers.email, isActive: newsletterSubscribers.isActive })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  return row;
}

/** Sets the subscriber with this unsubscribe token inactive; false when no subscriber has it. */
export async function unsubscribeByToken(token: string) {
  const rows = await db()
    .update(newsletterSubscribers)
    .set({ isActive: false })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
