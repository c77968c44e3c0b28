import { desc, eq, getTableColumns } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  assessmentResponses,
  contactInquiries,
  leads,
  newsletterSubscribers,
  outbox,
  people,
  resourceRequests,
} from "~/db/schema";

// The admin dashboard's read-only lists, newest first. Every lead is listed: nothing is paged away.

export function listNewsletterSubscribers() {
  // The unsubscribe token is a secret of the subscriber's link, not something the admin needs.
  return db()
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      isActive: newsletterSubscribers.isActive,
      subscribedAt: newsletterSubscribers.subscribedAt,
      createdAt: newsletterSubscribers.subscribedAt,
      attribution: newsletterSubscribers.attribution,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id));
}

/** Each submission with SPEC's lead status, which is its person's status. */
export function listAssessments() {
  return db()
    .select({ ...getTableColumns(assessmentResponses), leadStatus: people.status })
    .from(assessmentResponses)
    .innerJoin(people, eq(people.id, assessmentResponses.personId))
    .orderBy(desc(assessmentResponses.createdAt));
}

export function listContactInquiries() {
  return db()
    .select()
    .from(contactInquiries)
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id));
}

export function listLeads() {
  return db().select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id));
}

export function listResourceRequests() {
  return db()
    .select()
    .from(resourceRequests)
    .orderBy(desc(resourceRequests.createdAt), desc(resourceRequests.id));
}

/** The outbox without message bodies: what was sent to whom, and how delivery went. */
export function listOutboxMessages() {
  return db()
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      nextAttemptAt: outbox.nextAttemptAt,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
}
