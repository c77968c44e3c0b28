import { eq } from "drizzle-orm";
import { href } from "react-router";
import { db, type DbOrTx } from "~/db/client.server";
import { clientErasureRequests, people } from "~/db/schema";
import { unsubscribePerson } from "~/features/newsletter/subscribers.server";
import { exportPerson } from "~/features/person-record/privacy.server";
import { leaveEnrolment } from "~/features/sequences/enrolment.server";
import { enqueueEmails } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { refuse, type Refused } from "~/utils/refusal";

/**
 * What a client does on their page besides cancelling a seat (docs/product/account.md), each for
 * the signed-in person only: their rows are found with them, another person's are "not found".
 */

export const ENROLMENT_NOT_FOUND = "Follow-up e-mails not found.";

export async function turnOffSequence(
  personId: number,
  enrolmentId: number,
): Promise<{ ok: true } | Refused> {
  return (await leaveEnrolment(db(), personId, enrolmentId))
    ? { ok: true }
    : refuse(404, ENROLMENT_NOT_FOUND);
}

export const turnOffNewsletter = (personId: number) => unsubscribePerson(personId);

/** Everything held about the person, as the owner's export gives it (CCPA's right to know). */
export async function ownData(personId: number) {
  return (await exportPerson(personId)) ?? refuse(404, "Person not found.");
}

/** When the person asked to be erased, if they did. */
export async function erasureAskedAt(personId: number, tx: DbOrTx = db()) {
  const [row] = await tx
    .select({ at: clientErasureRequests.requestedAt })
    .from(clientErasureRequests)
    .where(eq(clientErasureRequests.personId, personId));
  return row?.at ?? null;
}

/**
 * The person asks to be erased: recorded once, and the owner told by e-mail with the link to the
 * person, where "Erase" does it (decision 0035). The owner confirms, as for a request by e-mail.
 */
export async function askErasure(personId: number): Promise<{ requestedAt: Date } | Refused> {
  return db().transaction(async (tx) => {
    const [person] = await tx.select().from(people).where(eq(people.id, personId));
    if (!person) return refuse(404, "Person not found.");
    const [added] = await tx
      .insert(clientErasureRequests)
      .values({ personId, requestedAt: now() })
      .onConflictDoNothing()
      .returning();
    if (!added) return { requestedAt: (await erasureAskedAt(personId, tx))! };
    const link = new URL(href("/admin/people/:id", { id: String(personId) }), env().SITE_URL).toString();
    await enqueueEmails(tx, {
      kind: "account-erasure-request",
      to: env().NOTIFY_EMAIL,
      personId,
      subject: `Erasure requested by ${person.email}`,
      text: `${person.name ?? person.email} asked on their page to be erased.\n\nTo confirm, open the person and choose Erase: ${link}\n`,
    });
    return { requestedAt: added.requestedAt };
  });
}
