import { and, asc, desc, eq, sql } from "drizzle-orm";
import { byId, defineWrite } from "~/admin/write.server";
import { db } from "~/db/client.server";
import { packs } from "~/db/schema";
import { hasOrders } from "~/features/payments/orders.server";
import { PAYMENTS_NOT_SET_UP, paymentsConfigured } from "~/features/payments/stripe.server";
import { changeContent } from "~/services/content-version.server";
import { refuse } from "~/utils/refusal";
import { packFromForm, packSchema, type PackInput } from "./schema";

// The owner's offers (product.md §10.16): each write defined once, for its JSON endpoint and
// /admin/coaching's action (docs/conventions.md). A write raises the content version, so /coaching
// is rendered anew (content-version.server.ts).

export const PACK_NOT_FOUND = "Pack not found.";
const onePack = byId(PACK_NOT_FOUND);
const SLUG_TAKEN = "Another pack has this slug: choose another.";
const HAS_SALES =
  "This pack has orders, so it cannot be deleted: its clients' packs and payments stay on record. Unpublish it instead.";

export const readPack = async (id: number) => (await db().select().from(packs).where(eq(packs.id, id)))[0];

/** The offers on sale, cheapest first (the /coaching page). */
export const publishedPacks = () =>
  db().select().from(packs).where(eq(packs.published, true)).orderBy(asc(packs.priceCents), asc(packs.id));

const slugTaken = async (slug: string, id?: number) =>
  (
    await db()
      .select({ id: packs.id })
      .from(packs)
      .where(and(eq(packs.slug, slug), id === undefined ? undefined : sql`${packs.id} <> ${id}`))
  ).length > 0;

/** The refusals every save shares: a slug in use, and publishing with no way to take the money. */
async function refusalOf(input: PackInput, id?: number) {
  if (await slugTaken(input.slug, id)) return refuse(409, SLUG_TAKEN, { field: "slug" });
  if (input.published && !paymentsConfigured()) return refuse(409, PAYMENTS_NOT_SET_UP);
  return undefined;
}

/** POST /api/admin/packs, and the dialog's save of a new one. */
export const createPack = defineWrite({
  input: packSchema,
  fromForm: packFromForm,
  creates: true,
  run: async ({ input }) => {
    const refused = await refusalOf(input);
    if (refused) return refused;
    const [row] = await changeContent((tx) => tx.insert(packs).values(input).returning());
    return row;
  },
});

/** PUT /api/admin/packs/{id}: replaces every field (clients' packs keep what they bought). */
export const updatePack = defineWrite({
  params: onePack,
  input: packSchema,
  fromForm: packFromForm,
  run: async ({ params, input }) => {
    const refused = await refusalOf(input, params.id);
    if (refused) return refused;
    const [row] = await changeContent(
      (tx) =>
        tx
          .update(packs)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(packs.id, params.id))
          .returning(),
      (rows) => rows.length > 0,
    );
    return row ?? refuse(404, PACK_NOT_FOUND);
  },
});

/**
 * DELETE /api/admin/packs/{id}: only a pack nobody ordered (decision 0110). One with orders stays,
 * as an event with orders does: its clients' packs and the payments' books name it.
 */
export const deletePack = defineWrite({
  params: onePack,
  run: async ({ params }) => {
    if (await hasOrders(PACK_PRODUCT, params.id)) return refuse(409, HAS_SALES);
    const rows = await changeContent(
      (tx) => tx.delete(packs).where(eq(packs.id, params.id)).returning({ id: packs.id }),
      (deleted) => deleted.length > 0,
    );
    return rows.length > 0 ? { ok: true } : refuse(404, PACK_NOT_FOUND);
  },
});

/** The payment orders' product kind of a pack (decision 0106: never renamed). */
export const PACK_PRODUCT = "coaching-pack";

/** Every pack, newest first (the admin's offers are few: all of them, no page). */
export const allPacks = () => db().select().from(packs).orderBy(desc(packs.createdAt), desc(packs.id));
