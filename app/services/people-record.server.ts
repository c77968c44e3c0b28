import { desc, eq, inArray, or, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import {
  adminUsers,
  assessmentResponses,
  contactInquiries,
  leads,
  newsletterClicks,
  newsletterDeliveries,
  newsletterIssues,
  newsletterLinks,
  newsletterSubscribers,
  outbox,
  outboxAttempts,
  people,
  personNotes,
  personStatusChanges,
  resourceRequests,
} from "~/db/schema";

/** The e-mails sent or tried to a person: linked to them, or addressed to them. */
export const emailsOf = (p: { id: number; email: string }) =>
  or(eq(outbox.personId, p.id), eq(sql`lower(trim(${outbox.to}))`, p.email));

/**
 * Everything held about one person, read in one snapshot: the person, each form's submissions, the
 * e-mails to them with their delivery attempts, status changes and notes. Undefined when unknown.
 */
export async function readPersonRecord(tx: DbOrTx, id: number) {
  const [person] = await tx.select().from(people).where(eq(people.id, id));
  if (!person) return undefined;
  const byPerson = <T extends { personId: unknown }>(t: T) => eq(t.personId as never, id);
  const [newsletter, assessment, contact, webinar, resourceRequest, emails, statusChanges, notes] =
    await Promise.all([
      tx.select().from(newsletterSubscribers).where(byPerson(newsletterSubscribers)),
      tx.select().from(assessmentResponses).where(byPerson(assessmentResponses)),
      tx.select().from(contactInquiries).where(byPerson(contactInquiries)),
      tx.select().from(leads).where(byPerson(leads)),
      tx.select().from(resourceRequests).where(byPerson(resourceRequests)),
      tx.select().from(outbox).where(emailsOf(person)).orderBy(desc(outbox.createdAt)),
      tx
        .select({
          fromStatus: personStatusChanges.fromStatus,
          toStatus: personStatusChanges.toStatus,
          at: personStatusChanges.at,
          admin: adminUsers.email,
        })
        .from(personStatusChanges)
        .leftJoin(adminUsers, eq(adminUsers.id, personStatusChanges.adminUserId))
        .where(byPerson(personStatusChanges)),
      tx
        .select({
          id: personNotes.id,
          body: personNotes.body,
          createdAt: personNotes.createdAt,
          admin: adminUsers.email,
        })
        .from(personNotes)
        .leftJoin(adminUsers, eq(adminUsers.id, personNotes.adminUserId))
        .where(byPerson(personNotes)),
    ]);
  const attempts = emails.length
    ? await tx
        .select()
        .from(outboxAttempts)
        .where(
          inArray(
            outboxAttempts.outboxId,
            emails.map((e) => e.id),
          ),
        )
    : [];
  // Issue 24: the newsletter issues sent to them and the links they followed.
  const [deliveries, clicks] = await Promise.all([
    tx
      .select({
        id: newsletterDeliveries.id,
        issue: newsletterIssues.subject,
        status: newsletterDeliveries.status,
        attempts: newsletterDeliveries.attempts,
        sentAt: newsletterDeliveries.sentAt,
        lastError: newsletterDeliveries.lastError,
        createdAt: newsletterDeliveries.createdAt,
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
      .where(byPerson(newsletterDeliveries)),
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
      .where(byPerson(newsletterClicks)),
  ]);
  return {
    person,
    newsletterDeliveries: deliveries,
    newsletterClicks: clicks,
    submissions: { newsletter, assessment, contact, webinar, resourceRequest },
    emails: emails.map((e) => ({ ...e, deliveryAttempts: attempts.filter((a) => a.outboxId === e.id) })),
    statusChanges,
    notes,
  };
}

export type PersonRecord = NonNullable<Awaited<ReturnType<typeof readPersonRecord>>>;

/** A person for the admin: their fields and the timeline, newest first. */
export async function getPerson(id: number) {
  const record = await db().transaction((tx) => readPersonRecord(tx, id));
  return record && { ...record.person, timeline: timelineOf(record) };
}

const without = <T extends object, K extends keyof T>(row: T, ...keys: K[]) => {
  const copy = { ...row };
  for (const k of keys) delete copy[k];
  return copy as Omit<T, K>;
};

/** Timeline entries `{ kind, at, ... }` of kinds newsletter, assessment, contact, webinar,
 * resource-request, email, newsletter-delivery, newsletter-click, status and note, newest first. */
export function timelineOf(record: PersonRecord) {
  const { person, submissions: s, emails, statusChanges, notes } = record;
  const entries = [
    ...s.newsletter.map((r) => ({
      kind: "newsletter",
      at: r.subscribedAt,
      ...without(r, "personId", "unsubscribeToken", "confirmToken"),
    })),
    ...record.newsletterDeliveries.map((d) => ({
      kind: "newsletter-delivery",
      at: d.sentAt ?? d.createdAt,
      ...d,
    })),
    ...record.newsletterClicks.map((c) => ({ kind: "newsletter-click", ...c })),
    ...s.assessment.map((r) => ({ kind: "assessment", at: r.createdAt, ...without(r, "personId") })),
    ...s.contact.map((r) => ({ kind: "contact", at: r.createdAt, ...without(r, "personId") })),
    ...s.webinar.map((r) => ({ kind: "webinar", at: r.createdAt, ...without(r, "personId") })),
    ...s.resourceRequest.map((r) => ({
      kind: "resource-request",
      at: r.createdAt,
      ...without(r, "personId"),
    })),
    // Only what went to them: the business's own notices about them are not their e-mails.
    ...emails
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
    ...statusChanges.map((c) => ({ kind: "status", ...c })),
    ...notes.map((n) => ({ kind: "note", at: n.createdAt, id: n.id, body: n.body, admin: n.admin })),
  ];
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime());
}
