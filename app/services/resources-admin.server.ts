import { desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { resources } from "~/db/schema";
import type { ResourceData } from "~/schemas/resource";

// The admin side of the resource library: every row, published or not, and the writes.
// (The public listing lives in resources.server.ts.)

export function listAllResources() {
  return db().select().from(resources).orderBy(desc(resources.createdAt), desc(resources.id));
}

export async function createResource(data: ResourceData) {
  const [row] = await db().insert(resources).values(data).returning();
  return row;
}

/** Replaces every field; undefined for an unknown id. */
export async function updateResource(id: number, data: ResourceData) {
  const [row] = await db()
    .update(resources)
    .set({ ...data, updatedAt: sql`now()` })
    .where(eq(resources.id, id))
    .returning();
  return row;
}

export async function setResourcePublished(id: number, published: boolean) {
  const [row] = await db()
    .update(resources)
    .set({ published, updatedAt: sql`now()` })
    .where(eq(resources.id, id))
    .returning();
  return row;
}

/** Whether a row was deleted. */
export async function deleteResource(id: number) {
  const rows = await db().delete(resources).where(eq(resources.id, id)).returning({ id: resources.id });
  return rows.length > 0;
}
