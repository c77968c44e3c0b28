import { and, inArray, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import type { EmailEvent } from "~/schemas/email-events";
import { newsletterSubscribers, people, sequenceEnrollments } from "~/db/schema";
import { nowMs } from "~/utils/clock.server";

// An address that bounced or complained is suppressed for every e-mail the product sends in bulk
// (product.md §10.5): shared by the outbox's worker, the newsletter's delivery and the provider's
// bounce notices, so it lives beside them rather than in one feature.

/**
 * Suppresses addresses at once (an SMTP 5xx, a bounce or complaint notice): nothing is sent to them
 * again until the owner restores them. Unknown addresses are ignored. Returns how many changed.
 */
export async function suppressAddresses(tx: DbOrTx, emails: string[], reason: string) {
  if (emails.length === 0) return 0;
  const rows = await tx
    .update(newsletterSubscribers)
    .set({ state: "suppressed", suppressedReason: reason.slice(0, 500), stateChangedAt: new Date(nowMs()) })
    .where(
      and(
        inArray(
          sql`lower(${newsletterSubscribers.email})`,
          emails.map((e) => e.trim().toLowerCase()),
        ),
        sql`${newsletterSubscribers.state} <> 'suppressed'`,
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  // A suppressed address leaves every follow-up sequence at once (product.md §10.12).
  await tx
    .update(sequenceEnrollments)
    .set({ status: "exited", exitReason: "suppressed", endedAt: new Date(nowMs()), dueAt: null })
    .where(
      and(
        sql`${sequenceEnrollments.status} = 'active'`,
        inArray(
          sequenceEnrollments.personId,
          tx
            .select({ id: people.id })
            .from(people)
            .where(
              inArray(
                people.email,
                emails.map((e) => e.trim().toLowerCase()),
              ),
            ),
        ),
      ),
    );
  return rows.length;
}

/**
 * The provider's bounce and complaint notices (POST /api/email-events, product.md §10.10): a complaint
 * or a permanent bounce suppresses its address, in one transaction; returns how many changed.
 */
export async function applyEmailEvents(events: EmailEvent[]) {
  const byReason = new Map<string, string[]>();
  for (const e of events) {
    if (e.type !== "complaint" && e.permanent === false) continue;
    const reason = e.type === "complaint" ? "Complaint" : `Bounce${e.reason ? `: ${e.reason}` : ""}`;
    byReason.set(reason, [...(byReason.get(reason) ?? []), e.email]);
  }
  let suppressed = 0;
  await db().transaction(async (tx) => {
    for (const [reason, emails] of byReason) suppressed += await suppressAddresses(tx, emails, reason);
  });
  return suppressed;
}
