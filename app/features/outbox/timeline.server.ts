import { desc, eq, inArray, or, sql } from "drizzle-orm";
import { outbox, outboxAttempts } from "~/db/schema";
import { timelineSource } from "~/services/timeline-source.server";

/** The e-mails sent or tried to a person: linked to them, or addressed to them. */
export const emailsOf = (p: { id: number; email: string }) =>
  or(eq(outbox.personId, p.id), eq(sql`lower(trim(${outbox.to}))`, p.email));

/**
 * The e-mails about a person with their delivery attempts, newest first (all of them in the export);
 * on the timeline (kind "email") only those that went to them: the business's own notices about
 * them are not their e-mails.
 */
export const emailsToPerson = timelineSource({
  read: async (tx, person) => {
    const emails = await tx.select().from(outbox).where(emailsOf(person)).orderBy(desc(outbox.createdAt));
    const ids = emails.map((e) => e.id);
    const attempts = ids.length
      ? await tx.select().from(outboxAttempts).where(inArray(outboxAttempts.outboxId, ids))
      : [];
    return emails.map((e) => ({ ...e, deliveryAttempts: attempts.filter((a) => a.outboxId === e.id) }));
  },
  entries: (emails, person) =>
    emails
      .filter((e) => e.to.trim().toLowerCase() === person.email)
      .map((e) => ({
        kind: "email",
        at: e.createdAt,
        id: e.id,
        emailKind: e.kind,
        subject: e.subject,
        text: e.text,
        status: e.status,
        attempts: e.attempts,
        lastError: e.lastError,
        sentAt: e.sentAt,
      })),
});
