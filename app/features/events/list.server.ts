import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import {
  batchesOf,
  contains,
  cursorAt,
  newest,
  pageOf,
  tableList,
  total,
  type List,
} from "~/services/lists.server";
import { eventJson } from "./event-json.server";
import { programsOf } from "./sessions.server";
import type { EventListRow, RegistrationListRow } from "./list";
import type { EventListQuery, RegistrationListQuery } from "./schema";

// The admin's lists of events and of an event's registrations (product.md §10.9), a page at a time.

/** Each event's places counted by status, in the row's own query. */
const counts = sql<Record<string, number>>`(
  select coalesce(jsonb_object_agg(c.status, c.n), '{}'::jsonb)
  from (select ${eventRegistrations.status} as status, count(*)::int as n from ${eventRegistrations}
        where ${eventRegistrations.eventId} = ${events.id} group by ${eventRegistrations.status}) c
)`.as("counts");

/** Every event, latest start first. */
const eventList: List<EventListQuery> = {
  rows: () =>
    db()
      .select({ ...getTableColumns(events), counts, cursorAt: cursorAt(events.startsAt) })
      .from(events)
      .$dynamic(),
  count: () => db().select(total).from(events).$dynamic(),
  order: () => newest(events.startsAt, events.id),
  where: (q) => contains(q.q, [events.title, events.slug, events.host]),
};

type EventWithCounts = typeof events.$inferSelect & { counts: Record<string, number> };

export async function listEvents(q: EventListQuery): Promise<{ rows: EventListRow[]; total: number }> {
  const page = await pageOf<EventListQuery, EventWithCounts>(eventList, q);
  return { rows: (await programsOf(db(), page.rows)).map(eventJson), total: page.total };
}

export async function* eventBatches(q: EventListQuery): AsyncGenerator<EventListRow[]> {
  for await (const rows of batchesOf<EventListQuery, EventWithCounts>(eventList, q))
    yield (await programsOf(db(), rows)).map(eventJson);
}

type RegistrationQuery = RegistrationListQuery & { eventId: number };
const { cancelToken: _secret, ...registrationFields } = getTableColumns(eventRegistrations);

/** One event's registrations in waitlist order (first registered first). */
const registrationList = tableList<RegistrationQuery, RegistrationListRow>(eventRegistrations, {
  columns: registrationFields,
  ascending: () => true,
  where: (q) =>
    and(
      eq(eventRegistrations.eventId, q.eventId),
      q.status ? eq(eventRegistrations.status, q.status) : undefined,
      contains(q.q, [eventRegistrations.name, eventRegistrations.email]),
    ),
});

export const listRegistrations = (eventId: number, q: RegistrationListQuery) =>
  registrationList.page({ ...q, eventId });
export const registrationBatches = (eventId: number, q: RegistrationListQuery) =>
  registrationList.batches({ ...q, eventId });
