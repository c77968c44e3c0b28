import { eq, sql } from "drizzle-orm";
import { resources } from "~/db/schema";
import type { ResourceData } from "~/schemas/resource";
import { changeContent } from "~/services/content-version.server";

// The admin side of the resource library: the writes (the admin's list of every row, published or
// not, is in lists.server.ts; the public listing in resources.server.ts). Every write raises
// the content version, so cached pages showing resources are rendered anew (content-version.server.ts).

export async function createResource(data: ResourceData) {
  const [row] = await changeContent((tx) => tx.insert(resources).values(data).returning());
  return row;
}

/** Replaces every field; undefined for an unknown id. */
export async function updateResource(id: number, data: ResourceData) {
  const [row] = await changeContent(
    (tx) =>
      tx
        .update(resources)
        .set({ ...data, updatedAt: sql`now()` })
        .where(eq(resources.id, id))
        .returning(),
    (rows) => rows.length > 0,
  );
  return row;
}

export async function setResourcePublished(id: number, published: boolean) {
  const [row] = await changeContent(
    (tx) =>
      tx
        .update(resources)
        .set({ published, updatedAt: sql`now()` })
        .where(eq(resources.id, id))
        .returning(),
    (rows) => rows.length > 0,
  );
  return row;
}

/** Whether a row was deleted. */
export async function deleteResource(id: number) {
  const rows = await changeContent(
    (tx) => tx.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id }),
    (deleted) => deleted.length > 0,
  );
  return rows.length > 0;
}
