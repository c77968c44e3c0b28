import { db } from "~/db/client.server";
import { deals } from "~/db/schema";
import { toCents, type PersonStatusUpdate } from "~/features/people/deal-schema";
import { now } from "~/utils/clock.server";
import { isRefused } from "~/utils/refusal";
import { setStatusIn } from "./pipeline.server";

/** A deal as the API and the views show it: dollars, not the stored cents. */
export const dealOf = (row: { valueCents: number | null; product: string | null }) => ({
  dealValue: row.valueCents === null ? null : row.valueCents / 100,
  dealProduct: row.product,
});

/**
 * Sets a person's status (recorded as a status change) and, for `closed`, their deal's value and
 * what was sold, in one transaction: a field left out keeps what is recorded, null clears it, so the
 * same call edits the deal of a person already closed. Refused (404) for an unknown person.
 */
export async function changePersonStatus(personId: number, update: PersonStatusUpdate, adminUserId: number) {
  return db().transaction(async (tx) => {
    const row = await setStatusIn(tx, personId, update.status, adminUserId);
    if (isRefused(row)) return row;
    if (update.status !== "closed") return { ...row, dealValue: null, dealProduct: null };
    const set = {
      updatedAt: now(),
      adminUserId,
      ...(update.dealValue !== undefined && {
        valueCents: update.dealValue === null ? null : toCents(update.dealValue),
      }),
      ...(update.dealProduct !== undefined && { product: update.dealProduct }),
    };
    // setStatusIn opened the deal when the person became closed; one closed before it existed gets one now.
    const [deal] = await tx
      .insert(deals)
      .values({ personId, closedAt: now(), ...set })
      .onConflictDoUpdate({ target: deals.personId, set })
      .returning();
    return { ...row, ...dealOf(deal) };
  });
}
