import { eq } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { deals, people, personNotes, personStatusChanges } from "~/db/schema";
import type { LeadStatus } from "~/features/people/lead-status-schema";
import { now } from "~/utils/clock.server";
import { endSequencesOf } from "~/features/sequences/enrolment.server";
import { refuse } from "~/utils/refusal";

/** What every write on a person answers for an id that names nobody (product.md §10.4). */
export const PERSON_NOT_FOUND = "Person not found.";
const unknownPerson = () => refuse(404, PERSON_NOT_FOUND);

/**
 * Sets a person's status and records the change (from, to, when, which admin) in the same
 * transaction. Setting the status they already have records nothing. Refused (404) for an unknown person.
 */
export async function setPersonStatus(personId: number, status: LeadStatus, adminUserId: number) {
  return db().transaction((tx) => setStatusIn(tx, personId, status, adminUserId));
}

export async function setStatusIn(
  tx: DbOrTx,
  personId: number,
  status: LeadStatus,
  /** null: no admin (a payment closed the person, product.md §10.14). */
  adminUserId: number | null,
) {
  // Row lock: two admins changing one person at once record two consistent changes.
  const [current] = await tx
    .select({ status: people.status })
    .from(people)
    .where(eq(people.id, personId))
    .for("update");
  if (!current) return unknownPerson();
  if (current.status !== status) {
    await tx.update(people).set({ status }).where(eq(people.id, personId));
    await tx
      .insert(personStatusChanges)
      .values({ personId, fromStatus: current.status, toStatus: status, adminUserId });
    // product.md §10.7: closing opens the person's deal (its value and product are set by the caller,
    // or later); closing again after reopening dates it anew and keeps what was recorded.
    if (status === "closed") {
      await endSequencesOf(tx, personId, "closed");
      await tx
        .insert(deals)
        .values({ personId, closedAt: now(), updatedAt: now(), adminUserId })
        .onConflictDoUpdate({ target: deals.personId, set: { closedAt: now(), updatedAt: now() } });
    }
  }
  return { id: personId, status };
}

/** Adds a plain-text note to a person; refused (404) for an unknown person. */
export async function addPersonNote(personId: number, body: string, adminUserId: number) {
  return db().transaction(async (tx) => {
    const [person] = await tx.select({ id: people.id }).from(people).where(eq(people.id, personId));
    if (!person) return unknownPerson();
    const [note] = await tx
      .insert(personNotes)
      .values({ personId, body, adminUserId })
      .returning({ id: personNotes.id, body: personNotes.body, createdAt: personNotes.createdAt });
    return note;
  });
}

/** Sets or clears (null) a person's one follow-up date; refused (404) for an unknown person. */
export async function setFollowUp(personId: number, followUpAt: string | null) {
  const [row] = await db()
    .update(people)
    .set({ followUpAt })
    .where(eq(people.id, personId))
    .returning({ id: people.id, followUpAt: people.followUpAt });
  return row ?? unknownPerson();
}
