import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { bookings, people } from "~/db/schema";
import type { PeopleQuery } from "~/features/people/schema";
import { now } from "~/utils/clock.server";
import { siteTimeZone } from "~/utils/dates";

/** The columns of a person in lists and the CSV. */
export const personColumns = {
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
export function peopleFilter(q: Omit<PeopleQuery, "page" | "pageSize">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.q) {
    const pattern = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(people.email, pattern), ilike(people.name, pattern), ilike(people.company, pattern)),
    );
  }
  if (q.status) conditions.push(eq(people.status, q.status));
  if (q.source) conditions.push(sql`${q.source}::text = any(${people.sources})`);
  if (q.from) conditions.push(gte(people.firstSeenAt, startOfDay(q.from)));
  if (q.to) conditions.push(lt(people.firstSeenAt, startOfDay(q.to, 1)));
  return and(...conditions);
}

/** One page of people, most recent activity first, with the total that match. */
export async function listPeople(q: PeopleQuery) {
  const where = peopleFilter(q);
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select(personColumns)
      .from(people)
      .where(where)
      .orderBy(desc(people.lastActivityAt), desc(people.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db()
      .select({ total: sql<number>`count(*)::int` })
      .from(people)
      .where(where),
  ]);
  return { people: await withNextCall(rows), total, page: q.page, pageSize: q.pageSize };
}

/** Issue 26: each listed person's next scheduled call (null when none), for the list's mark. */
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

const CSV_BATCH = 500;
// The keyset needs the time to the microsecond; a JavaScript Date keeps only milliseconds.
const exactTime = sql<string>`to_char(${people.lastActivityAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Every matching person, in batches read by keyset (last activity, id), so that a CSV of any size is
 * streamed without holding it in memory. Bounded: each batch moves strictly past the previous one.
 */
export async function* peopleInBatches(q: Omit<PeopleQuery, "page" | "pageSize">) {
  const where = peopleFilter(q);
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const page = await db()
      .select({ ...personColumns, cursor: exactTime })
      .from(people)
      .where(
        and(
          where,
          after && sql`(${people.lastActivityAt}, ${people.id}) < (${after.at}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(desc(people.lastActivityAt), desc(people.id))
      .limit(CSV_BATCH);
    if (page.length === 0) return;
    yield page.map(({ cursor: _, ...person }) => person);
    const last = page[page.length - 1];
    after = { at: last.cursor, id: last.id };
  }
}
