import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import {
  assessmentResponses,
  contactInquiries,
  leads,
  newsletterSubscribers,
  outbox,
  people,
  resourceRequests,
  resources,
} from "~/db/schema";
import type {
  AssessmentListQuery,
  InquiryListQuery,
  LeadListQuery,
  ListPaging,
  OutboxListQuery,
  ResourceListQuery,
  ResourceRequestListQuery,
  SubscriberListQuery,
} from "~/schemas/admin-lists";
import type { AssessmentRow } from "~/lists/assessments";
import type { InquiryRow } from "~/lists/inquiries";
import type { LeadRow, ResourceRequestRow } from "~/lists/legacy";
import type { OutboxRow } from "~/lists/outbox";
import type { ResourceRow } from "~/lists/resources";
import type { SubscriberRow } from "~/lists/subscribers";

// The admin dashboard's lists: one page at a time, searched, filtered and ordered in SQL, or every
// matching row in batches for a streamed CSV. Newest first unless a list says otherwise.

/** `q` as a case-insensitive "contains" over some text columns (LIKE's wildcards taken literally). */
function contains(q: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

type Order = { at: PgColumn; id: PgColumn; ascending?: boolean };
type Cursor = { at: string; id: string | number };

const orderBy = (o: Order) => (o.ascending ? [asc(o.at), asc(o.id)] : [desc(o.at), desc(o.id)]);
const after = (o: Order, c: Cursor | undefined) =>
  c &&
  (o.ascending
    ? sql`(${o.at}, ${o.id}) > (${c.at}::timestamptz, ${c.id})`
    : sql`(${o.at}, ${o.id}) < (${c.at}::timestamptz, ${c.id})`);

/** A list: its rows (with the joins it needs), how it is ordered, and which rows match a query. */
type List<Q> = {
  /** Must select `cursorAt` (the order's time as text) beside the row's own columns. */
  rows: () => PgSelect;
  count: () => PgSelect;
  order: (q: Q) => Order;
  where: (q: Q) => SQL | undefined;
};

/** The order's time as text: a JavaScript Date would drop the microseconds a keyset needs. */
const cursorAt = (at: PgColumn) => sql<string>`${at}::text`.as("cursor_at");
const withoutCursor = <R>(rows: (R & { cursorAt?: string })[]) =>
  rows.map(({ cursorAt: _, ...row }) => row as R);

/** One page of a list and how many rows match in all. */
async function pageOf<Q extends ListPaging, R>(list: List<Q>, q: Q) {
  const where = list.where(q);
  const [rows, [{ total }]] = await Promise.all([
    list
      .rows()
      .where(where)
      .orderBy(...orderBy(list.order(q)))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize) as unknown as Promise<(R & { cursorAt: string })[]>,
    list.count().where(where) as unknown as Promise<{ total: number }[]>,
  ]);
  return { rows: withoutCursor<R>(rows), total };
}

const CSV_BATCH = 500;

/**
 * Every matching row, in batches read by keyset (time, id) so that a CSV of any size is streamed
 * without holding it in memory, and rows added or erased meanwhile shift nothing. Bounded: each
 * batch moves strictly past the previous one.
 */
async function* batchesOf<Q, R extends { id: string | number }>(list: List<Q>, q: Q) {
  const where = list.where(q);
  const order = list.order(q);
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = (await list
      .rows()
      .where(and(where, after(order, cursor)))
      .orderBy(...orderBy(order))
      .limit(CSV_BATCH)) as (R & { cursorAt: string })[];
    if (rows.length === 0) return;
    yield withoutCursor<R>(rows);
    const last = rows[rows.length - 1];
    cursor = { at: last.cursorAt, id: last.id };
  }
}

const total = { total: count() };
const newest = (at: PgColumn, id: PgColumn): Order => ({ at, id });

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

/** Each submission with product.md's lead status, which is its person's status. */
const assessments: List<AssessmentListQuery> = {
  rows: () =>
    db()
      .select({
        ...getTableColumns(assessmentResponses),
        leadStatus: people.status,
        cursorAt: cursorAt(assessmentResponses.createdAt),
      })
      .from(assessmentResponses)
      .innerJoin(people, eq(people.id, assessmentResponses.personId))
      .$dynamic(),
  count: () =>
    db()
      .select(total)
      .from(assessmentResponses)
      .innerJoin(people, eq(people.id, assessmentResponses.personId))
      .$dynamic(),
  order: () => newest(assessmentResponses.createdAt, assessmentResponses.id),
  where: (q) =>
    and(
      contains(q.q, [
        assessmentResponses.name,
        assessmentResponses.email,
        assessmentResponses.company,
        assessmentResponses.role,
      ]),
      q.status && eq(people.status, q.status),
    ),
};

const inquiries: List<InquiryListQuery> = {
  rows: () =>
    db()
      .select({ ...getTableColumns(contactInquiries), cursorAt: cursorAt(contactInquiries.createdAt) })
      .from(contactInquiries)
      .$dynamic(),
  count: () => db().select(total).from(contactInquiries).$dynamic(),
  order: (q) => ({
    at: contactInquiries.createdAt,
    id: contactInquiries.id,
    ascending: q.sort === "oldest",
  }),
  where: (q) =>
    contains(q.q, [
      contactInquiries.fullName,
      contactInquiries.workEmail,
      contactInquiries.companyName,
      contactInquiries.role,
    ]),
};

const leadList: List<LeadListQuery> = {
  rows: () =>
    db()
      .select({ ...getTableColumns(leads), cursorAt: cursorAt(leads.createdAt) })
      .from(leads)
      .$dynamic(),
  count: () => db().select(total).from(leads).$dynamic(),
  order: () => newest(leads.createdAt, leads.id),
  where: (q) => contains(q.q, [leads.name, leads.email, leads.company, leads.role]),
};

const requests: List<ResourceRequestListQuery> = {
  rows: () =>
    db()
      .select({ ...getTableColumns(resourceRequests), cursorAt: cursorAt(resourceRequests.createdAt) })
      .from(resourceRequests)
      .$dynamic(),
  count: () => db().select(total).from(resourceRequests).$dynamic(),
  order: () => newest(resourceRequests.createdAt, resourceRequests.id),
  where: (q) =>
    contains(q.q, [resourceRequests.name, resourceRequests.email, resourceRequests.resourceTitle]),
};

/** Every resource, published or not. */
const resourceList: List<ResourceListQuery> = {
  rows: () =>
    db()
      .select({ ...getTableColumns(resources), cursorAt: cursorAt(resources.createdAt) })
      .from(resources)
      .$dynamic(),
  count: () => db().select(total).from(resources).$dynamic(),
  order: () => newest(resources.createdAt, resources.id),
  where: (q) =>
    contains(q.q, [
      resources.title,
      resources.category,
      resources.type,
      resources.difficulty,
      resources.format,
      sql`array_to_string(${resources.tags}, ' ')`,
    ]),
};

/** The outbox without message bodies: what was sent to whom, and how delivery went. */
const outboxList: List<OutboxListQuery> = {
  rows: () =>
    db()
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
        cursorAt: cursorAt(outbox.createdAt),
      })
      .from(outbox)
      .$dynamic(),
  count: () => db().select(total).from(outbox).$dynamic(),
  order: () => newest(outbox.createdAt, outbox.id),
  where: (q) =>
    and(contains(q.q, [outbox.to, outbox.subject, outbox.kind]), q.status && eq(outbox.status, q.status)),
};

export const listNewsletterSubscribers = (q: SubscriberListQuery) =>
  pageOf<SubscriberListQuery, SubscriberRow>(subscribers, q);
export const newsletterSubscriberBatches = (q: SubscriberListQuery) =>
  batchesOf<SubscriberListQuery, SubscriberRow>(subscribers, q);
export const listAssessments = (q: AssessmentListQuery) =>
  pageOf<AssessmentListQuery, AssessmentRow>(assessments, q);
export const assessmentBatches = (q: AssessmentListQuery) =>
  batchesOf<AssessmentListQuery, AssessmentRow>(assessments, q);
export const listContactInquiries = (q: InquiryListQuery) =>
  pageOf<InquiryListQuery, InquiryRow>(inquiries, q);
export const contactInquiryBatches = (q: InquiryListQuery) =>
  batchesOf<InquiryListQuery, InquiryRow>(inquiries, q);
export const listLeads = (q: LeadListQuery) => pageOf<LeadListQuery, LeadRow>(leadList, q);
export const leadBatches = (q: LeadListQuery) => batchesOf<LeadListQuery, LeadRow>(leadList, q);
export const listResourceRequests = (q: ResourceRequestListQuery) =>
  pageOf<ResourceRequestListQuery, ResourceRequestRow>(requests, q);
export const resourceRequestBatches = (q: ResourceRequestListQuery) =>
  batchesOf<ResourceRequestListQuery, ResourceRequestRow>(requests, q);
export const listResources = (q: ResourceListQuery) =>
  pageOf<ResourceListQuery, ResourceRow>(resourceList, q);
export const resourceBatches = (q: ResourceListQuery) =>
  batchesOf<ResourceListQuery, ResourceRow>(resourceList, q);
export const listOutboxMessages = (q: OutboxListQuery) => pageOf<OutboxListQuery, OutboxRow>(outboxList, q);
export const outboxBatches = (q: OutboxListQuery) => batchesOf<OutboxListQuery, OutboxRow>(outboxList, q);
