import { and, eq, gt, min, sql } from "drizzle-orm";
import { afterCommit, db, getConnection, type Tx } from "~/db/client.server";
import { blogPosts, contentVersion, events } from "~/db/schema";

const ROW = 1;
/** The webinar pages' own version (decision 0091): raised by every write to events or their places. */
const EVENTS_ROW = 2;
/** How stale another instance's view of the version may be. */
const READ_AT_MOST_EVERY_MS = 1_000;

// What this process last read. The page cache asks through the app's server entry
// (app/edge-api.server.ts), so a write here is seen by this instance's page cache at once.
const slot: { value?: number; nextDue?: number | null; readAt: number; reading?: Promise<number> } = {
  readAt: 0,
};

/**
 * Runs a write to public content in a transaction that also raises the content version, when
 * `changed(result)` says something was written (a miss, such as an unknown id, raises nothing).
 */
export async function changeContent<T>(
  write: (tx: Tx) => Promise<T>,
  changed: (result: T) => boolean = Boolean,
): Promise<T> {
  const result = await db().transaction(async (tx) => {
    const out = await write(tx);
    if (changed(out)) await raiseVersion(tx, ROW);
    return out;
  });
  if (changed(result)) slot.readAt = 0;
  return result;
}

const raiseVersion = (tx: Tx, id: number) =>
  tx
    .insert(contentVersion)
    .values({ id, version: 1 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1` } });

/**
 * Runs a write to events or their registrations in a transaction that also raises the webinar
 * pages' version, so /webinar and /webinars/{slug} are rendered anew with the seats it changed
 * (decision 0091). Raised last, after the event's row lock: every writer takes the two in that order.
 */
export async function changeEvents<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
  const out = await db().transaction(async (tx) => {
    const result = await write(tx);
    await raiseVersion(tx, EVENTS_ROW);
    return result;
  });
  afterCommit(forgetEventPagesKey);
  return out;
}

/**
 * The webinar pages' version raised inside a transaction another feature runs (payments, through
 * the events' seat product): called last in it, after every lock it takes, as changeEvents does.
 */
export async function eventsChangedIn(tx: Tx) {
  await raiseVersion(tx, EVENTS_ROW);
  afterCommit(forgetEventPagesKey);
}

// PGlite only (one process holds its database: server/database-lock.ts): the events' key as last
// read, dropped after every committed event write of this process, the only writer. `generation`
// keeps a read that began before a write from storing what it saw after it.
const eventsSlot: { key?: string; from?: number; until?: number; generation: number } = { generation: 0 };
function forgetEventPagesKey() {
  eventsSlot.generation++;
  eventsSlot.key = undefined;
}

/**
 * The webinar pages' part of their cache key: the events' version and the next start of a published
 * event after `at` (when it passes, "the next session" and a page's past/upcoming change). On
 * PostgreSQL read from the database on every request, one short query, not once a second like the
 * content version: seats shown must never lag a registration made on another instance. On PGlite,
 * whose one process makes every write, kept in memory until a write commits or the start passes
 * (decision 0091).
 */
export async function eventPagesKey(at: Date): Promise<string> {
  const embedded = getConnection().kind === "pglite";
  // Valid between the instant it was read and the next start (a test's clock may also go back).
  const t = at.getTime();
  if (embedded && eventsSlot.key !== undefined && t >= eventsSlot.from! && t < eventsSlot.until!)
    return eventsSlot.key;
  const generation = eventsSlot.generation;
  const [row] = await db()
    .select({
      version: sql<number | null>`(${db()
        .select({ v: contentVersion.version })
        .from(contentVersion)
        .where(eq(contentVersion.id, EVENTS_ROW))})`,
      next: sql<string | null>`(${db()
        .select({ n: min(events.startsAt) })
        .from(events)
        .where(and(eq(events.published, true), gt(events.startsAt, at)))})`,
    })
    .from(sql`(select 1) as one`);
  const next = row?.next ? new Date(row.next).getTime() : undefined;
  const key = `${row?.version ?? 0}/${next ?? "none"}`;
  if (embedded && generation === eventsSlot.generation) {
    eventsSlot.key = key;
    eventsSlot.from = t;
    eventsSlot.until = next ?? Infinity;
  }
  return key;
}

/**
 * The current content version, read from the database at most once a second per process, and read
 * again at once when a scheduled post's time has come (`now` is past the next due publish_at).
 */
export function currentContentVersion(now = Date.now()): Promise<number> {
  const due = slot.nextDue != null && now >= slot.nextDue;
  if (slot.value !== undefined && now - slot.readAt < READ_AT_MOST_EVERY_MS && !due)
    return Promise.resolve(slot.value);
  slot.reading ??= Promise.all([
    db().select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, ROW)),
    // The clock is this process's, as in the visibility test of blog-posts.server.ts: a page
    // rendered after this instant shows the post, one rendered before it does not.
    db()
      .select({ next: min(blogPosts.publishAt) })
      .from(blogPosts)
      .where(and(eq(blogPosts.published, true), gt(blogPosts.publishAt, new Date(now)))),
  ])
    .then(([[row], [next]]) => {
      slot.value = row?.version ?? 0;
      slot.nextDue = next?.next ? new Date(next.next).getTime() : null;
      slot.readAt = now;
      return slot.value;
    })
    .finally(() => (slot.reading = undefined));
  return slot.reading;
}

/**
 * What the page cache keys its pages on: the content version and the next scheduled publication.
 * When a scheduled post's second comes, the key changes (the next due time is a later one), so
 * every instance renders its pages anew at that second though nobody wrote anything.
 */
export async function contentCacheKey(now = Date.now()): Promise<string> {
  const version = await currentContentVersion(now);
  return `${version}/${slot.nextDue ?? "none"}`;
}
