import { eq, getTableColumns, type Table } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/client.server";
import type { people } from "~/db/schema";

/** Who a record is read for: the person's id, and their e-mail (what some rows are kept under). */
export type PersonKey = Pick<typeof people.$inferSelect, "id" | "email">;

/** One moment on a person's timeline (GET /api/admin/people/{id}): its kind, when, and its fields. */
export type TimelineEntry = { kind: string; at: Date } & Record<string, unknown>;

/**
 * What one feature holds about a person: its rows, read in the record's one snapshot (they go as
 * they are into the person's export), and the timeline entries they make. Each feature declares its
 * own in its timeline.server.ts; the person's record (app/features/person-record/record.server.ts) composes them.
 */
export type TimelineSource<R> = {
  read: (tx: DbOrTx, person: PersonKey) => Promise<R>;
  entries: (rows: R, person: PersonKey) => TimelineEntry[];
};

/** Declares a feature's timeline source (a typed identity: the object is the definition). */
export const timelineSource = <R>(source: TimelineSource<R>) => source;

/** A table a person's rows are kept in, by its `person_id`, dated by its `created_at`. */
type OwnRowsTable = PgTable & { personId: PgColumn; createdAt: PgColumn };

/**
 * A form's submissions kept as they came: every row of the person's in `table`, one entry each of
 * `kind` dated when it was made, with all its fields but the person's id (the record says whose).
 */
export function submissionsSource<T extends OwnRowsTable>(table: T, kind: string) {
  type Row = T["$inferSelect"] & { personId: number; createdAt: Date };
  return timelineSource({
    // Drizzle cannot infer a select of a table given by its type parameter: its row is T's.
    read: async (tx, person) =>
      (await tx
        .select()
        .from(table as PgTable)
        .where(eq(table.personId, person.id))) as Row[],
    entries: (rows) => rows.map(({ personId: _, ...r }) => ({ kind, at: r.createdAt, ...r })),
  });
}

/** Some of a table's columns, by name, for a select that also names a joined table's column. */
export function columnsOf<T extends Table, K extends keyof T["_"]["columns"] & string>(
  table: T,
  ...names: K[]
) {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T["_"]["columns"], K>;
}
