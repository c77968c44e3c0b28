import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { byId, defineWrite } from "~/admin/write.server";
import { resources } from "~/db/schema";
import { changeContent } from "~/services/content-version.server";
import { refuse } from "~/utils/refusal";
import { resourceFromForm, resourceSchema, type ResourceData } from "./schema";

// The admin side of the resource library (product.md §10): each write defined once, for its JSON
// endpoint and the view's action (docs/conventions.md). Every write raises the content version, so
// cached pages showing resources are rendered anew (content-version.server.ts).

const NOT_FOUND = "Resource not found.";
const oneResource = byId(NOT_FOUND);

export async function insertResource(data: ResourceData) {
  const [row] = await changeContent((tx) => tx.insert(resources).values(data).returning());
  return row;
}

/** Changes a resource's fields; undefined for an unknown id. */
export async function changeResource(id: number, fields: Partial<ResourceData>) {
  const [row] = await changeContent(
    (tx) =>
      tx
        .update(resources)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(resources.id, id))
        .returning(),
    (rows) => rows.length > 0,
  );
  return row;
}

/** Whether a row was deleted. */
export async function removeResource(id: number) {
  const rows = await changeContent(
    (tx) => tx.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id }),
    (deleted) => deleted.length > 0,
  );
  return rows.length > 0;
}

/** POST /api/admin/resources, and the dialog's save of a new one. */
export const createResource = defineWrite({
  input: resourceSchema,
  fromForm: resourceFromForm,
  creates: true,
  run: ({ input }) => insertResource(input),
});

/** PUT /api/admin/resources/{id}: replaces every field; and the dialog's save of an edit. */
export const updateResource = defineWrite({
  params: oneResource,
  input: resourceSchema,
  fromForm: resourceFromForm,
  run: async ({ params, input }) => (await changeResource(params.id, input)) ?? refuse(404, NOT_FOUND),
});

/** PATCH /api/admin/resources/{id}/publish { published }, and the list's publish toggle. */
export const publishResource = defineWrite({
  params: oneResource,
  input: z.object({ published: z.boolean({ error: "Published must be true or false" }) }),
  run: async ({ params, input }) =>
    (await changeResource(params.id, { published: input.published })) ?? refuse(404, NOT_FOUND),
});

/** DELETE /api/admin/resources/{id}, and the list's delete. */
export const deleteResource = defineWrite({
  params: oneResource,
  run: async ({ params }) => ((await removeResource(params.id)) ? { ok: true } : refuse(404, NOT_FOUND)),
});
