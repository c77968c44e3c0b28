import { and, eq } from "drizzle-orm";
import { LINK_TOKEN } from "~/utils/link-token";
import { db } from "~/db/client.server";
import { people, sequenceClicks, sequenceLinks, sequenceOptOuts, sequenceSends } from "~/db/schema";
import { followTrackedLink } from "~/services/tracked-links.server";
import { nowMs } from "~/utils/clock.server";
import { refuse, type Refused } from "~/utils/refusal";
import { endSequencesOf } from "./enrolment.server";

const UNSUBSCRIBE_NOT_FOUND = "Unsubscribe link not found.";

/**
 * A click through a step's link (recorded when first sent): the reader goes to it, and when
 * `sendToken` is an e-mail of that sequence, the click is counted for it and its person.
 */
export async function followStepLink(linkId: number, sendToken: string) {
  const [link] = await db().select().from(sequenceLinks).where(eq(sequenceLinks.id, linkId));
  return followTrackedLink(link, sendToken, async ({ sequenceId }) => {
    const [send] = await db()
      .select({ id: sequenceSends.id, personId: sequenceSends.personId })
      .from(sequenceSends)
      .where(and(eq(sequenceSends.token, sendToken), eq(sequenceSends.sequenceId, sequenceId)));
    if (send)
      await db()
        .insert(sequenceClicks)
        .values({ linkId, sendId: send.id, personId: send.personId, at: new Date(nowMs()) });
  });
}

async function personOfSend(token: string) {
  if (!LINK_TOKEN.test(token)) return undefined;
  const [row] = await db()
    .select({ sendId: sequenceSends.id, personId: people.id, email: people.email })
    .from(sequenceSends)
    .innerJoin(people, eq(people.id, sequenceSends.personId))
    .where(eq(sequenceSends.token, token));
  return row;
}

/** What the unsubscribe page shows for an e-mail's token; a GET reads, it never unsubscribes. */
export async function findSequenceUnsubscribe(
  token: string,
): Promise<{ email: string; done: boolean } | Refused> {
  const row = await personOfSend(token);
  if (!row) return refuse(404, UNSUBSCRIBE_NOT_FOUND);
  const [optOut] = await db()
    .select()
    .from(sequenceOptOuts)
    .where(eq(sequenceOptOuts.personId, row.personId));
  return { email: row.email, done: !!optOut };
}

/**
 * Unsubscribes the person an e-mail of a sequence went to from every sequence (not the newsletter,
 * product.md §10.12): their enrolments end and they are never enrolled again. The page's button and
 * RFC 8058's one-click POST both land here; a second time changes nothing.
 */
export async function unsubscribeFromSequences(token: string): Promise<{ ok: true } | Refused> {
  const row = await personOfSend(token);
  if (!row) return refuse(404, UNSUBSCRIBE_NOT_FOUND);
  await db().transaction(async (tx) => {
    await tx
      .insert(sequenceOptOuts)
      .values({ personId: row.personId, sendId: row.sendId, at: new Date(nowMs()) })
      .onConflictDoNothing();
    await endSequencesOf(tx, row.personId, "unsubscribed");
  });
  return { ok: true };
}
