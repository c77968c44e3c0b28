import { createHmac } from "node:crypto";
import { endSequencesOf } from "~/features/sequences/enrolment.server";
import { eq, or, sql } from "drizzle-orm";
import { changeEvents } from "~/services/content-version.server";
import { db } from "~/db/client.server";
import { erasures, outbox, people } from "~/db/schema";
import { emailsOf } from "~/features/outbox/timeline.server";
import { readPersonRecord } from "./record.server";
import { env } from "~/utils/env.server";
import { refuse } from "~/utils/refusal";
import { PERSON_NOT_FOUND } from "~/features/people/pipeline.server";

/** Everything held about a person, for their right to know (CCPA); undefined when unknown. */
export async function exportPerson(id: number) {
  const record = await db().transaction((tx) => readPersonRecord(tx, id));
  return record && { exportedAt: new Date().toISOString(), ...record };
}

/**
 * The ledger's key for an address: HMAC-SHA-256 under a key derived from SESSION_SECRET, so the
 * ledger can show that an address was erased without holding it (rotating the secret breaks matching).
 */
export function erasureHash(email: string) {
  const key = createHmac("sha256", env().SESSION_SECRET).update("erasure-ledger").digest();
  return createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex");
}

/**
 * Erases a person in one transaction: every e-mail to or mentioning them (with its delivery attempts,
 * by cascade), then the person, whose submissions, notes and status history cascade with them; and
 * records the erasure in the ledger. Refused (404) when the person is unknown.
 */
export async function erasePerson(id: number, adminUserId: number) {
  // Their places at events go with them: the webinar pages' seats change (decision 0091).
  return changeEvents(async (tx) => {
    const [person] = await tx.select().from(people).where(eq(people.id, id)).for("update");
    if (!person) return refuse(404, PERSON_NOT_FOUND);
    // Business notices written before people existed name the address only in their text.
    const mentions = (column: typeof outbox.subject | typeof outbox.text | typeof outbox.html) =>
      sql`strpos(lower(coalesce(${column}, '')), ${person.email}) > 0`;
    await tx
      .delete(outbox)
      .where(or(emailsOf(person), mentions(outbox.subject), mentions(outbox.text), mentions(outbox.html)));
    // Their enrolments stay without them (the sequences' figures), ended as erased (product.md §10.12).
    await endSequencesOf(tx, id, "erased");
    await tx.delete(people).where(eq(people.id, id));
    await tx.insert(erasures).values({ emailHash: erasureHash(person.email), adminUserId });
    return { ok: true as const };
  });
}
