import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { bookings, people } from "~/db/schema";
import type { PeopleQuery } from "~/features/people/schema";
import { contains, tableList } from "~/services/lists.server";
import { now } from "~/utils/clock.server";
import { siteTimeZone } from "~/utils/dates";
import type { PersonRow } from "./list";

type PeopleFilters = Omit<PeopleQuery, "page" | "pageSize">;

/** The columns of a person the list reads (its columns and labels: ./list.ts). */
const personColumns = {
  id: people.id,
  email: people.email,
  name: people.name,
  company: people.company,
  role: people.role,
  status: people.status,
  sources: people.sources,
  firstSeenAt: people.firstSeenAt,
  lastActivityAt: people.lastActivityAt,
  followUpAt: people.followUpAt,
};

/** Midnight at the start of a calendar day in the business's time zone. */
const startOfDay = (isoDate: string, plusDays = 0) =>
  sql`((${isoDate}::date + ${plusDays}::int)::timestamp at time zone ${siteTimeZone()})`;

/** The WHERE of a people query: search in name, e-mail and company; status; source; arrival dates. */
function peopleFilter(q: PeopleFilters): SQL | undefined {
  return and(
    contains(q.q, [people.email, people.name, people.company]),
    q.status ? eq(people.status, q.status) : undefined,
    q.source ? sql`${q.source}::text = any(${people.sources})` : undefined,
    q.from ? gte(people.firstSeenAt, startOfDay(q.from)) : undefined,
    q.to ? lt(people.firstSeenAt, startOfDay(q.to, 1)) : undefined,
  );
}

/** The People list (product.md §10.4): most recent activity first. */
const directory = tableList<PeopleFilters, PersonRow>(people, {
  columns: personColumns,
  at: people.lastActivityAt,
  where: peopleFilter,
});

/** One page of people, each with their next call, and the total that match (the list's JSON and view). */
export async function listPeople(q: PeopleQuery) {
  const page = await directory.page(q);
  return { rows: await withNextCall(page.rows), total: page.total };
}

/** Every matching person, in batches, for the CSV (streamed: a list of any size is never held whole). */
export const peopleBatches = directory.batches;

/** product.md §10.7: each listed person's next scheduled call (null when none), for the list's mark. */
async function withNextCall<R extends { id: number }>(rows: R[]) {
  if (rows.length === 0) return [];
  const calls = await db()
    .select({
      personId: bookings.personId,
      at: sql<Date>`min(${bookings.startsAt})`.mapWith(bookings.startsAt),
    })
    .from(bookings)
    .where(
      and(
        inArray(
          bookings.personId,
          rows.map((r) => r.id),
        ),
        eq(bookings.status, "scheduled"),
        gte(bookings.startsAt, now()),
      ),
    )
    .groupBy(bookings.personId);
  const next = new Map(calls.map((c) => [c.personId, c.at]));
  return rows.map((r) => ({ ...r, nextCallAt: next.get(r.id) ?? null }));
}
