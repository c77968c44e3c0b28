import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { eventRegistrations, events, eventTeams, paymentInvoices } from "~/db/schema";
import { attachToPerson } from "~/features/people/people.server";
import { HOLD_MS } from "~/features/payments/checkout.server";
import { claimOrderInvoice } from "~/features/payments/invoices.server";
import { liveHoldOf, openHolds, readOrder } from "~/features/payments/orders.server";
import { changeEvents } from "~/services/content-version.server";
import { enqueueEmails, newLeadNotice } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { isRefused, refuse, type Refused } from "~/utils/refusal";
import { cancelledEmail, seatEmail, type EventRow, type RegistrationRow } from "./invites.server";
import { EVENT_TEAM } from "./seat-facts.server";
import {
  inTurn,
  lockEvent,
  noSuchEvent,
  startedOrNoSuchEvent,
  paidSeat,
  placeOf,
  recordWebinarLead,
  SEAT_STATUSES,
  seatsTaken,
  upcomingAt,
  type Registrant,
} from "./registrations.server";
import { teamAttendeesSchema, type TeamAttendee } from "./team-schema";
import type { TeamRow } from "./team-seats.server";
import { rearmReminders, type Program } from "./sessions.server";

/**
 * Team seats (product.md §10.15, decision 0109): a buyer holds N seats for their company in one
 * order (by card through one Checkout Session, or for 5 or more by invoice), then names each seat's
 * attendee at the team's private link until the session starts.
 */

/** Fewer is an ordinary registration. */
export const TEAM_MIN_SEATS = 2;
/** The fewest seats that may be paid by invoice. */
export const INVOICE_MIN_SEATS = 5;
/** An invoice's seats are held this long: its due date. */
export const INVOICE_DAYS = 14;

export type TeamRegistrant = Registrant & { seats: number; payBy?: "card" | "invoice" };
export type TeamHeld = { place: "payment" | "invoice"; orderId: number; seats: number };

const held = (orderId: number, seats: number, byInvoice: boolean): TeamHeld => ({
  place: byInvoice ? "invoice" : "payment",
  orderId,
  seats,
});

/** Holds the seats (under the event's lock, in this process's turn for the event, as a registration). */
export function registerTeam(input: TeamRegistrant): Promise<TeamHeld | Refused> {
  return inTurn(input.eventId ?? "next", () => holdTeam(input));
}

async function holdTeam(input: TeamRegistrant): Promise<TeamHeld | Refused> {
  const company = input.company?.trim();
  if (!company)
    return refuse(400, "Please enter your company: team seats are bought for a company.", {
      field: "company",
    });
  const byInvoice = input.payBy === "invoice";
  if (byInvoice && input.seats < INVOICE_MIN_SEATS)
    return refuse(400, `Paying by invoice is for ${INVOICE_MIN_SEATS} or more seats.`, { field: "payBy" });
  const email = input.email.trim();
  const at = now();
  return changeEvents(async (tx): Promise<TeamHeld | Refused> => {
    const [seen] = await tx
      .select({ id: events.id })
      .from(events)
      .where(input.eventId === undefined ? upcomingAt(at) : and(eq(events.id, input.eventId), upcomingAt(at)))
      .orderBy(asc(events.startsAt))
      .limit(1);
    // The event, then the person (decision 0106's lock order); nothing is written before a refusal.
    if (!seen && input.eventId !== undefined) return startedOrNoSuchEvent(input.eventId, at, tx);
    const event = seen && (await lockEvent(tx, seen.id));
    if (!event) return noSuchEvent();
    if (event.priceCents <= 0)
      return refuse(400, "Team seats are sold for paid sessions: register each person for this free one.", {
        field: "seats",
      });
    const open = await liveHoldOf(tx, EVENT_TEAM, event.id, email);
    if (open) {
      const order = (await readOrder(open, tx))!;
      const [invoice] = await tx.select().from(paymentInvoices).where(eq(paymentInvoices.orderId, open));
      if (order.quantity === input.seats && Boolean(invoice) === byInvoice)
        return held(order.id, order.quantity, byInvoice);
      return refuse(
        409,
        `You already hold ${order.quantity} seats at this session: complete that purchase, or try again once its hold ends.`,
        { field: "seats" },
      );
    }
    const left = event.capacity - (await seatsTaken(tx, event.id));
    if (input.seats > left)
      return refuse(
        400,
        left > 0
          ? `Only ${left} ${left === 1 ? "seat is" : "seats are"} left: choose ${left} or fewer.`
          : "No seats are left at this session.",
        { field: "seats" },
      );
    const personId = await attachToPerson(tx, {
      email,
      source: "webinar",
      name: input.name,
      company,
      role: input.role,
      attribution: input.attribution,
    });
    await recordWebinarLead(tx, personId, { ...input, email });
    const [order] = await openHolds(tx, [
      {
        ...paidSeat(event),
        product: EVENT_TEAM,
        quantity: input.seats,
        amountCents: event.priceCents * input.seats,
        personId,
        name: input.name,
        email,
        attribution: input.attribution,
        holdUntil: new Date(at.getTime() + (byInvoice ? INVOICE_DAYS * 86_400_000 : HOLD_MS)),
      },
    ]);
    await tx.insert(eventTeams).values({
      eventId: event.id,
      orderId: order.id,
      personId,
      company,
      seats: input.seats,
      status: "held",
      createdAt: at,
      updatedAt: at,
    });
    if (byInvoice) await claimOrderInvoice(tx, order, `${input.seats} seats: ${event.title}`, INVOICE_DAYS);
    await enqueueEmails(
      tx,
      newLeadNotice({
        kind: "webinar-notification",
        subject: `Team seats held: ${company}, ${input.seats} seats (${byInvoice ? "invoice" : "card"})`,
        lines: [
          ["Event", event.title],
          ["Name", input.name],
          ["E-mail", email],
          ["Company", company],
          ["Seats", String(input.seats)],
          ["Paying by", byInvoice ? `Invoice, due in ${INVOICE_DAYS} days` : "Card"],
        ],
        attribution: input.attribution,
        personId,
      }),
    );
    return held(order.id, input.seats, byInvoice);
  });
}

/** A team's seat as its buyer sees it (`attended`: null until the owner marks it). */
export type TeamSeat = { seat: number; name: string | null; email: string | null; attended: boolean | null };
export type TeamView = {
  event: { title: string; slug: string; startsAt: string; timeZone: string; durationMinutes: number };
  company: string;
  /** Whether attendees may still be named or replaced (until the session starts). */
  open: boolean;
  seats: TeamSeat[];
};

const TEAM_NOT_FOUND = "This team link is not valid.";
const teamByToken = (tx: Tx | ReturnType<typeof db>, token: string) =>
  tx
    .select({ team: eventTeams, event: events })
    .from(eventTeams)
    .innerJoin(events, eq(events.id, eventTeams.eventId))
    .where(and(eq(eventTeams.token, token), eq(eventTeams.status, "confirmed")));

/** The seats' attendees: an attendee who cancelled leaves the seat to the team, unnamed. */
const namedSeats = (tx: Tx | ReturnType<typeof db>, teamId: number) =>
  tx
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.teamId, teamId),
        isNotNull(eventRegistrations.teamSeat),
        inArray(eventRegistrations.status, [...SEAT_STATUSES]),
      ),
    );

const attendedOf = (status: string) => (status === "attended" ? true : status === "no_show" ? false : null);

/** GET /api/team/{token} and the /team/{token} page: the event and each seat. A token not ours: 404. */
export async function readTeam(token: string): Promise<TeamView | Refused> {
  const [found] = await teamByToken(db(), token);
  if (!found) return refuse(404, TEAM_NOT_FOUND);
  const { team, event } = found;
  const named = new Map((await namedSeats(db(), team.id)).map((r) => [r.teamSeat!, r]));
  return {
    event: {
      title: event.title,
      slug: event.slug,
      startsAt: event.startsAt.toISOString(),
      timeZone: event.timeZone,
      durationMinutes: event.durationMinutes,
    },
    company: team.company,
    open: !event.cancelledAt && event.startsAt > now(),
    seats: Array.from({ length: team.seats }, (_, i) => {
      const r = named.get(i + 1);
      return {
        seat: i + 1,
        name: r?.name ?? null,
        email: r?.email ?? null,
        attended: r ? attendedOf(r.status) : null,
      };
    }),
  };
}

/**
 * PUT /api/team/{token} and the page's form: each given seat's attendee named, or replaced (the old
 * attendee's invite withdrawn with METHOD:CANCEL, the new one's sent); a seat left out is unchanged.
 * All of it under the event's lock in one transaction, every refusal before the first write.
 */
export async function nameAttendees(token: string, attendees: TeamAttendee[]): Promise<TeamView | Refused> {
  const [seen] = await teamByToken(db(), token);
  if (!seen) return refuse(404, TEAM_NOT_FOUND);
  const done = await changeEvents(async (tx): Promise<true | Refused> => {
    const event = (await lockEvent(tx, seen.event.id))!;
    // Read again under the lock: a refund may have released the team meanwhile.
    const [locked] = await teamByToken(tx, token);
    if (!locked) return refuse(404, TEAM_NOT_FOUND);
    const { team } = locked;
    if (event.cancelledAt || event.startsAt <= now())
      return refuse(
        409,
        "Attendees can no longer be named or replaced: the session has started or was cancelled.",
      );
    const plan = await planNames(tx, event, team, attendees);
    if ("refused" in plan) return plan;
    for (const r of plan.leaving) {
      const [left] = await tx
        .update(eventRegistrations)
        .set({
          status: "cancelled",
          teamSeat: null,
          cancelledAt: now(),
          updatedAt: now(),
          icsSequence: r.icsSequence + 1,
        })
        .where(eq(eventRegistrations.id, r.id))
        .returning();
      await enqueueEmails(tx, await cancelledEmail(event, left, "owner", true));
    }
    for (const a of plan.renamed)
      await tx
        .update(eventRegistrations)
        .set({ name: a.name, updatedAt: now() })
        .where(eq(eventRegistrations.id, a.id));
    for (const a of plan.arriving) await seatAttendee(tx, event, team, a);
    return true;
  });
  return done === true ? readTeam(token) : done;
}

type Plan = {
  leaving: RegistrationRow[];
  renamed: Array<{ id: number; name: string }>;
  arriving: TeamAttendee[];
};

/** What naming changes, or why it cannot: a seat the team has not, or an address with a place of its own. */
async function planNames(
  tx: Tx,
  event: EventRow,
  team: TeamRow,
  attendees: TeamAttendee[],
): Promise<Plan | Refused> {
  const current = new Map((await namedSeats(tx, team.id)).map((r) => [r.teamSeat!, r]));
  const plan: Plan = { leaving: [], renamed: [], arriving: [] };
  for (const [i, a] of attendees.entries()) {
    if (a.seat > team.seats)
      return refuse(400, `This team has ${team.seats} seats: there is no seat ${a.seat}.`, {
        field: `attendees.${i}.seat`,
      });
    const sitting = current.get(a.seat);
    if (sitting && sitting.email.toLowerCase() === a.email.toLowerCase()) {
      if (sitting.name !== a.name) plan.renamed.push({ id: sitting.id, name: a.name });
      continue;
    }
    if (sitting) plan.leaving.push(sitting);
    plan.arriving.push(a);
  }
  const leavingIds = new Set(plan.leaving.map((r) => r.id));
  for (const a of plan.arriving) {
    const [other] = await placeOf(tx, event.id, a.email);
    const keeps = other && other.status !== "cancelled" && !leavingIds.has(other.id);
    if (keeps)
      return refuse(409, `${a.email} already has a place at this session.`, {
        field: `attendees.${attendees.indexOf(a)}.email`,
      });
  }
  return plan;
}

/** A named seat: the attendee's own person (source "team seat") and confirmed registration, with its invite. */
async function seatAttendee(tx: Tx, event: Program, team: TeamRow, a: TeamAttendee) {
  const at = now();
  const personId = await attachToPerson(tx, { email: a.email, source: "team-seat", name: a.name });
  // The seat's attendee who cancelled gives it up for good.
  await tx
    .update(eventRegistrations)
    .set({ teamSeat: null })
    .where(
      and(
        eq(eventRegistrations.teamId, team.id),
        eq(eventRegistrations.teamSeat, a.seat),
        eq(eventRegistrations.status, "cancelled"),
      ),
    );
  const [before] = await placeOf(tx, event.id, a.email).for("update");
  const fields = {
    name: a.name,
    status: "confirmed",
    teamId: team.id,
    teamSeat: a.seat,
    cancelledAt: null,
    updatedAt: at,
  };
  const [r] = before
    ? await tx
        .update(eventRegistrations)
        // Back after a cancellation: the invite's SEQUENCE moves past the CANCEL.
        .set({ ...fields, icsSequence: before.icsSequence + 1 })
        .where(eq(eventRegistrations.id, before.id))
        .returning()
    : await tx
        .insert(eventRegistrations)
        .values({
          ...fields,
          eventId: event.id,
          personId,
          email: a.email,
          icsSequence: event.sequence,
          createdAt: at,
        })
        .returning();
  // A new attendee in the seat, or one back: reminders of every session from the start.
  if (before) await rearmReminders(tx, r.id);
  await enqueueEmails(tx, await seatEmail(event, r, "registered"));
}

/** What the /team/{token} page's form of one seat answers: saved, or the refusal with its field. */
export type SeatFormAnswer =
  | { ok: true; seat: number; message: string }
  | { ok: false; seat: number; error: string; fields: Record<string, string> };

/** The page's form of one seat (posted without JavaScript too), read with the API's schema. */
export async function nameFromForm(token: string, form: FormData): Promise<SeatFormAnswer | Refused> {
  const seat = Number(form.get("seat"));
  const parsed = teamAttendeesSchema.safeParse({
    attendees: [{ seat, name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") }],
  });
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [String(i.path.at(-1)), i.message] as const).reverse(),
    );
    return { ok: false, seat, error: parsed.error.issues[0].message, fields };
  }
  const saved = await nameAttendees(token, parsed.data.attendees);
  if (isRefused(saved)) {
    if (saved.refused.status === 404) return saved;
    const field = saved.refused.field?.split(".").at(-1) ?? "email";
    return { ok: false, seat, error: saved.refused.message, fields: { [field]: saved.refused.message } };
  }
  return {
    ok: true,
    seat,
    message: `Seat ${seat} saved. A newly named attendee receives their invitation by e-mail.`,
  };
}
