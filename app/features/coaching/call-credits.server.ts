import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientPacks, packCredits } from "~/db/schema";
import { FREE_CANCEL_MS } from "./credits.server";

/** The pack credit a booked call used, and until when cancelling it gives the credit back. */
export type CallCredit = { packTitle: string; givesBackBefore: Date };

/**
 * What cancelling each of the person's calls would do to their packs, by the call's invitee URI,
 * for their own page (product.md §10.16): the rule is packCreditsOnCalls.canceled's. Only a call that
 * used a credit of a pack not refunded is here (a refunded pack takes no credit back); a call that
 * used none (no pack, another event type, no credit left) is absent, and nothing is said of it.
 */
export async function creditsUsedByCalls(personId: number): Promise<Map<string, CallCredit>> {
  const rows = await db()
    .select({
      inviteeUri: packCredits.inviteeUri,
      startsAt: packCredits.callStartsAt,
      title: clientPacks.title,
    })
    .from(packCredits)
    .innerJoin(clientPacks, eq(clientPacks.id, packCredits.clientPackId))
    .where(
      and(
        eq(packCredits.personId, personId),
        eq(packCredits.kind, "booked"),
        eq(clientPacks.status, "active"),
        isNotNull(packCredits.inviteeUri),
        isNotNull(packCredits.callStartsAt),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.inviteeUri!,
      { packTitle: r.title, givesBackBefore: new Date(r.startsAt!.getTime() - FREE_CANCEL_MS) },
    ]),
  );
}
