import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { defineWrite, rowId } from "~/admin/write.server";
import { db, type Tx } from "~/db/client.server";
import { clientPacks, packCredits, people } from "~/db/schema";
import type { BookingHook } from "~/features/bookings/bookings.server";
import { enqueueEmails } from "~/services/outbox.server";
import { now, nowMs } from "~/utils/clock.server";
import { siteDay } from "~/utils/dates";
import { refuse } from "~/utils/refusal";
import { bookingUrlFor, lastCreditEmail } from "./emails.server";
import { creditChangeFromForm, creditChangeSchema, extendPackSchema } from "./schema";

/**
 * A client pack's credits (product.md §10.16, decision 0110). Every move is a row of the ledger
 * (`pack_credits`) written with the pack's new count in one transaction, under the pack's row lock;
 * a booked call's rows are unique per call and kind, so a delivery seen twice moves nothing twice.
 */

type ClientPack = typeof clientPacks.$inferSelect;

/** A call cancelled more than this long before its start gives its credit back; later it stays used. */
export const FREE_CANCEL_MS = 24 * 3600_000;

/** SQL: a pack the client may use today (paid, not refunded, its last day not past). */
const liveOn = (today: string) => and(eq(clientPacks.status, "active"), gte(clientPacks.endsOn, today));

const personOf = async (tx: Tx, id: number) =>
  (await tx.select({ name: people.name, email: people.email }).from(people).where(eq(people.id, id)))[0];

/** The one way credits move: the ledger's row and the pack's count, together. */
async function moveCredits(
  tx: Tx,
  p: ClientPack,
  entry: Omit<typeof packCredits.$inferInsert, "personId" | "clientPackId" | "at">,
) {
  await tx.insert(packCredits).values({ ...entry, personId: p.personId, clientPackId: p.id, at: now() });
  if (entry.change === 0) return p;
  const [row] = await tx
    .update(clientPacks)
    .set({ credits: sql`${clientPacks.credits} + ${entry.change}`, updatedAt: now() })
    .where(eq(clientPacks.id, p.id))
    .returning();
  return row;
}

/** The call's ledger row of one kind, if written. */
const entryOf = async (tx: Tx, inviteeUri: string, kinds: string[]) =>
  (
    await tx
      .select()
      .from(packCredits)
      .where(and(eq(packCredits.inviteeUri, inviteeUri), inArray(packCredits.kind, kinds)))
  )[0];

/**
 * The scheduler's calls and the packs (composed by the webhook's route: bookings knows no feature
 * above it). A call by a client whose coaching pack counts its event type uses a credit of the
 * pack that ends first; with none left it is flagged "no credit" for the owner. Its cancellation
 * more than 24 hours before the start gives the credit back; a later one keeps it used.
 */
export const packCreditsOnCalls: BookingHook = {
  async created(tx, call) {
    const today = siteDay(now());
    const candidates = await tx
      .select()
      .from(clientPacks)
      .where(
        and(
          eq(clientPacks.personId, call.personId),
          eq(clientPacks.kind, "coaching"),
          eq(clientPacks.status, "active"),
          or(
            isNull(clientPacks.schedulerEventTypeUri),
            call.eventTypeUri ? eq(clientPacks.schedulerEventTypeUri, call.eventTypeUri) : sql`false`,
          ),
        ),
      )
      .orderBy(asc(clientPacks.endsOn), asc(clientPacks.id))
      .for("update");
    // Someone with no coaching pack books an ordinary call: nothing to count.
    if (candidates.length === 0) return;
    if (await entryOf(tx, call.inviteeUri, ["booked", "no-credit"])) return;
    const usable = candidates.find((p) => p.endsOn >= today && p.credits > 0);
    if (!usable) {
      await tx.insert(packCredits).values({
        personId: call.personId,
        clientPackId: null,
        kind: "no-credit",
        change: 0,
        inviteeUri: call.inviteeUri,
        callStartsAt: call.startsAt,
        at: now(),
      });
      return;
    }
    const after = await moveCredits(tx, usable, {
      kind: "booked",
      change: -1,
      inviteeUri: call.inviteeUri,
      callStartsAt: call.startsAt,
    });
    if (after.credits > 0 || after.lastCreditNoticeAt) return;
    // The last credit: told once, whatever credits come and go after (the claim is the column).
    const [claimed] = await tx
      .update(clientPacks)
      .set({ lastCreditNoticeAt: now() })
      .where(and(eq(clientPacks.id, after.id), isNull(clientPacks.lastCreditNoticeAt)))
      .returning();
    const to = await personOf(tx, after.personId);
    if (claimed && to) await enqueueEmails(tx, lastCreditEmail(claimed, { ...to, personId: after.personId }));
  },

  async canceled(tx, call) {
    const used = await entryOf(tx, call.inviteeUri, ["booked"]);
    if (!used?.clientPackId) return;
    if (await entryOf(tx, call.inviteeUri, ["returned", "kept"])) return;
    const [p] = await tx
      .select()
      .from(clientPacks)
      .where(eq(clientPacks.id, used.clientPackId))
      .for("update");
    const early = call.startsAt.getTime() - nowMs() > FREE_CANCEL_MS;
    // A refunded pack has no credits to give back to.
    const back = early && p.status === "active";
    await moveCredits(tx, p, {
      kind: back ? "returned" : "kept",
      change: back ? 1 : 0,
      inviteeUri: call.inviteeUri,
      callStartsAt: call.startsAt,
    });
  },
};

export const CLIENT_PACK_NOT_FOUND = "Client pack not found.";
/** The params of a write on one client pack: its id in the path, or the view's form. */
export const oneClientPack = z.object({ clientPackId: rowId(CLIENT_PACK_NOT_FOUND) });
const REFUNDED = "This pack was refunded: it has no credits and no end to change.";

const lockClientPack = async (tx: Tx, id: number) =>
  (await tx.select().from(clientPacks).where(eq(clientPacks.id, id)).for("update"))[0];

/**
 * POST /api/admin/packs/clients/{clientPackId}/credits { change, reason }: the owner adds or
 * removes credits by hand; the ledger keeps the reason and the admin (the gate's audit entry
 * besides). Never below 0.
 */
export const changeCredits = defineWrite({
  params: oneClientPack,
  input: creditChangeSchema,
  fromForm: creditChangeFromForm,
  run: ({ params, input, adminId }) =>
    db().transaction(async (tx) => {
      const p = await lockClientPack(tx, params.clientPackId);
      if (!p) return refuse(404, CLIENT_PACK_NOT_FOUND);
      if (p.status === "refunded") return refuse(409, REFUNDED);
      if (p.kind !== "coaching") return refuse(409, "Office hours count no credits.");
      if (p.credits + input.change < 0)
        return refuse(
          400,
          `This pack has ${p.credits} ${p.credits === 1 ? "credit" : "credits"} left: at most ${p.credits} can be removed.`,
          { field: "change" },
        );
      const row = await moveCredits(tx, p, {
        kind: "manual",
        change: input.change,
        reason: input.reason,
        adminUserId: adminId,
      });
      return { id: row.id, credits: row.credits, endsOn: row.endsOn };
    }),
});

/**
 * PUT /api/admin/packs/clients/{clientPackId} { endsOn }: the pack's last day moved (usually
 * later). Its "ends in 7 days" e-mail is due again before the new end.
 */
export const extendClientPack = defineWrite({
  params: oneClientPack,
  input: extendPackSchema,
  // The view's form also posts its intent and the pack's id: only the day is the input.
  fromForm: (raw) => ({ endsOn: (raw as Record<string, unknown> | null)?.endsOn }),
  run: ({ params, input }) =>
    db().transaction(async (tx) => {
      const p = await lockClientPack(tx, params.clientPackId);
      if (!p) return refuse(404, CLIENT_PACK_NOT_FOUND);
      if (p.status === "refunded") return refuse(409, REFUNDED);
      if (input.endsOn < p.startsOn)
        return refuse(400, `endsOn must not be before the pack's first day (${p.startsOn}).`, {
          field: "endsOn",
        });
      const [row] = await tx
        .update(clientPacks)
        .set({
          endsOn: input.endsOn,
          ...(input.endsOn !== p.endsOn && { endingNoticeAt: null }),
          updatedAt: now(),
        })
        .where(eq(clientPacks.id, p.id))
        .returning();
      return { id: row.id, credits: row.credits, endsOn: row.endsOn };
    }),
});

/** A client's pack as their own page shows it (the /account portal composes it). */
export type ClientPackView = {
  id: number;
  title: string;
  kind: string;
  sessions: number;
  creditsLeft: number;
  startsOn: string;
  endsOn: string;
  /** Paid, not refunded, and its last day not past. */
  live: boolean;
  /** Where to book a call (coaching, while live). */
  bookingUrl: string | null;
  /** The weekly office hours' link (office hours, while live). */
  joinUrl: string | null;
};

/** Every pack a person bought, newest first, with what they may use today (product.md §10.16). */
export async function clientPacksOf(personId: number): Promise<ClientPackView[]> {
  const today = siteDay(now());
  const [person] = await db()
    .select({ name: people.name, email: people.email })
    .from(people)
    .where(eq(people.id, personId));
  if (!person) return [];
  const rows = await db()
    .select({ p: clientPacks, live: sql<boolean>`${liveOn(today)}` })
    .from(clientPacks)
    .where(eq(clientPacks.personId, personId))
    .orderBy(desc(clientPacks.createdAt), desc(clientPacks.id));
  return rows.map(({ p, live }) => ({
    id: p.id,
    title: p.title,
    kind: p.kind,
    sessions: p.sessions,
    creditsLeft: p.credits,
    startsOn: p.startsOn,
    endsOn: p.endsOn,
    live,
    bookingUrl: live && p.kind === "coaching" ? bookingUrlFor(person) : null,
    joinUrl: live && p.kind === "office-hours" ? p.joinUrl : null,
  }));
}
