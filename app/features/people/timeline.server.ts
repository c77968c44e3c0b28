import { eq } from "drizzle-orm";
import { adminUsers, deals, personNotes, personStatusChanges } from "~/db/schema";
import { columnsOf, timelineSource } from "~/services/timeline-source.server";

// The person's own history on their timeline (product.md §10.4 and §10.7): the status changes and
// notes admins made, and the deal they closed.

/** Each status change (kind "status"): from, to, and the admin's e-mail. */
export const statusChanges = timelineSource({
  read: (tx, person) =>
    tx
      .select({ ...columnsOf(personStatusChanges, "fromStatus", "toStatus", "at"), admin: adminUsers.email })
      .from(personStatusChanges)
      .leftJoin(adminUsers, eq(adminUsers.id, personStatusChanges.adminUserId))
      .where(eq(personStatusChanges.personId, person.id)),
  entries: (rows) => rows.map((c) => ({ kind: "status", ...c })),
});

/** Each note (kind "note"): its plain text, as typed, and the admin's e-mail. */
export const notes = timelineSource({
  read: (tx, person) =>
    tx
      .select({ ...columnsOf(personNotes, "id", "body", "createdAt"), admin: adminUsers.email })
      .from(personNotes)
      .leftJoin(adminUsers, eq(adminUsers.id, personNotes.adminUserId))
      .where(eq(personNotes.personId, person.id)),
  entries: (rows) =>
    rows.map((n) => ({ kind: "note", at: n.createdAt, id: n.id, body: n.body, admin: n.admin })),
});

/** The person's deal (kind "deal", dated when they were closed): value in dollars and what was sold. */
export const deal = timelineSource({
  read: async (tx, person) => {
    const [row] = await tx
      .select(columnsOf(deals, "valueCents", "product", "closedAt", "updatedAt"))
      .from(deals)
      .where(eq(deals.personId, person.id));
    return row;
  },
  entries: (row) =>
    row
      ? [
          {
            kind: "deal",
            at: row.closedAt,
            dealValue: row.valueCents === null ? null : row.valueCents / 100,
            dealProduct: row.product,
            updatedAt: row.updatedAt,
          },
        ]
      : [],
});
