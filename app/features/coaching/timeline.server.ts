import { eq } from "drizzle-orm";
import { clientPacks, packCredits } from "~/db/schema";
import { timelineSource } from "~/services/timeline-source.server";

// Packs on a person's timeline (product.md §10.16): each pack bought, and every move of its credits,
// with the calls that found no credit flagged for the owner.

/** The packs the person bought: what, how many credits left, until when. */
export const clientPacksOfPerson = timelineSource({
  read: (tx, person) => tx.select().from(clientPacks).where(eq(clientPacks.personId, person.id)),
  entries: (rows) =>
    rows.map((p) => ({
      kind: "pack",
      at: p.createdAt,
      id: p.id,
      pack: p.title,
      credits: p.kind === "coaching" ? `${p.credits} of ${p.sessions} left` : null,
      endsOn: p.endsOn,
      status: p.status,
    })),
});

/** The credits' ledger of the person: calls that used, gave back or kept one; manual changes; no credit. */
export const packCreditsOfPerson = timelineSource({
  read: (tx, person) => tx.select().from(packCredits).where(eq(packCredits.personId, person.id)),
  entries: (rows) =>
    rows.map((c) => ({
      kind: `pack-${c.kind}`,
      at: c.at,
      id: c.id,
      change: c.change,
      call: c.callStartsAt,
      reason: c.reason,
    })),
});
