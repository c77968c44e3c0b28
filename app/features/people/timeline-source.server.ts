import type { DbOrTx } from "~/db/client.server";
import type { people } from "~/db/schema";

/** Who a record is read for: the person's id, and their e-mail (what some rows are kept under). */
export type PersonKey = Pick<typeof people.$inferSelect, "id" | "email">;

/** One moment on a person's timeline (GET /api/admin/people/{id}): its kind, when, and its fields. */
export type TimelineEntry = { kind: string; at: Date } & Record<string, unknown>;

/**
 * What one feature holds about a person: its rows, read in the record's one snapshot (they go as
 * they are into the person's export), and the timeline entries they make. Each feature declares its
 * own in its timeline.server.ts; the person's record (./record.server.ts) composes them.
 */
export type TimelineSource<R> = {
  read: (tx: DbOrTx, person: PersonKey) => Promise<R>;
  entries: (rows: R, person: PersonKey) => TimelineEntry[];
};

/** Declares a feature's timeline source (a typed identity: the object is the definition). */
export const timelineSource = <R>(source: TimelineSource<R>) => source;
