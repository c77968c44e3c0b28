import { eq, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { contentVersion } from "~/db/schema";

const ROW = 1;
/** How stale another instance's view of the version may be. */
const READ_AT_MOST_EVERY_MS = 1_000;

// The server bundle and the edge load this module separately: one process-wide slot, so a write
// on this instance is seen by this instance's page cache at once.
type Slot = { value?: number; readAt: number; reading?: Promise<number> };
const slot = ((globalThis as unknown as { __contentVersion?: Slot }).__contentVersion ??= { readAt: 0 });

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
    if (changed(out))
      await tx
        .insert(contentVersion)
        .values({ id: ROW, version: 1 })
        .onConflictDoUpdate({
          target: contentVersion.id,
          set: { version: sql`${contentVersion.version} + 1` },
        });
    return out;
  });
  if (changed(result)) slot.readAt = 0;
  return result;
}

/** The current content version, read from the database at most once a second per process. */
export function currentContentVersion(now = Date.now()): Promise<number> {
  if (slot.value !== undefined && now - slot.readAt < READ_AT_MOST_EVERY_MS)
    return Promise.resolve(slot.value);
  slot.reading ??= db()
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, ROW))
    .then(([row]) => {
      slot.value = row?.version ?? 0;
      slot.readAt = now;
      return slot.value;
    })
    .finally(() => (slot.reading = undefined));
  return slot.reading;
}
