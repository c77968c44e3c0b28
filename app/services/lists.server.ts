import { and, asc, count, desc, getTableColumns, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import type { ListPaging } from "~/schemas/admin-lists";

// How every admin list is read: one page at a time, searched, filtered and ordered in SQL, or every
// matching row in batches for a streamed CSV. Each feature defines its lists (`List`) in its own
// list.server.ts (e.g. app/features/contact/list.server.ts).

/** `q` as a case-insensitive "contains" over some text columns (LIKE's wildcards taken literally). */
export function contains(q: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
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
export type List<Q> = {
  /** Must select `cursorAt` (the order's time as text) beside the row's own columns. */
  rows: () => PgSelect;
  count: () => PgSelect;
  order: (q: Q) => Order;
  where: (q: Q) => SQL | undefined;
};

/** The order's time as text: a JavaScript Date would drop the microseconds a keyset needs. */
export const cursorAt = (at: PgColumn) => sql<string>`${at}::text`.as("cursor_at");
const withoutCursor = <R>(rows: (R & { cursorAt?: string })[]) =>
  rows.map(({ cursorAt: _, ...row }) => row as R);

/** One page of a list and how many rows match in all. */
export async function pageOf<Q extends ListPaging, R>(list: List<Q>, q: Q) {
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
export async function* batchesOf<Q, R extends { id: string | number }>(list: List<Q>, q: Q) {
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

export const total = { total: count() };
export const newest = (at: PgColumn, id: PgColumn): Order => ({ at, id });

type OneTable = PgTable & { id: PgColumn };

/**
 * A list of one table's rows: all its columns or those chosen, newest first by `at` (its createdAt by
 * default), narrowed by `where`; its page and its CSV's batches. A list that joins or orders
 * otherwise writes its `List` itself.
 */
export function tableList<Q, R extends { id: string | number }>(
  table: OneTable,
  spec: {
    where: (q: Q) => SQL | undefined;
    at?: PgColumn;
    columns?: Record<string, PgColumn>;
    ascending?: (q: Q) => boolean;
  },
) {
  const at = spec.at ?? (table as unknown as { createdAt: PgColumn }).createdAt;
  const list: List<Q> = {
    rows: () =>
      db()
        .select({ ...(spec.columns ?? getTableColumns(table)), cursorAt: cursorAt(at) })
        .from(table)
        .$dynamic(),
    count: () => db().select(total).from(table).$dynamic(),
    order: (q) => ({ at, id: table.id, ascending: spec.ascending?.(q) }),
    where: spec.where,
  };
  return {
    page: (q: Q & ListPaging) => pageOf<Q & ListPaging, R>(list, q),
    batches: (q: Q) => batchesOf<Q, R>(list, q),
  };
}
