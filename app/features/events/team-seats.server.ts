import { and, asc, eq } from "drizzle-orm";
import { href } from "react-router";
import type { Tx } from "~/db/client.server";
import { eventRegistrations, eventTeams, people } from "~/db/schema";
import type { OrderRow, PaidProduct } from "~/features/payments/product.server";
import { site } from "~/content/site";
import { eventsChangedIn } from "~/services/content-version.server";
import type { OutgoingEmail } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { eventOf, lockSeats } from "./paid-seats.server";
import { EVENT_TEAM, sessionLabel } from "./seat-facts.server";
import { cancelPlaceIn, promoteWaitlisted } from "./registrations.server";

/**
 * A company's seats at a paid event as the payments feature sells them (product.md §10.15, decision
 * 0109): one order of N seats. Held, the order's quantity counts against the capacity (payments'
 * live hold); paid, the team is confirmed and its N seats count whether their attendees are named or
 * not; each named attendee is an ordinary confirmed registration of their own, linked to the team.
 */

export type TeamRow = typeof eventTeams.$inferSelect;

/** The buyer's private link, where each seat's attendee is named (product.md §10.15). */
export const teamUrl = (token: string) => new URL(href("/team/:token", { token }), env().SITE_URL).toString();

const teamOfOrder = async (tx: Tx, orderId: number) =>
  (await tx.select().from(eventTeams).where(eq(eventTeams.orderId, orderId)).for("update"))[0];

/** The e-mail with the private link, once the seats are paid. */
function teamLinkEmail(order: OrderRow, team: TeamRow, label: string): OutgoingEmail {
  return {
    kind: "team-seats-link",
    to: order.email,
    personId: order.personId,
    subject: `Name your ${team.seats} attendees: ${order.title}`,
    text:
      `Hi ${order.name},\n\nYour ${team.seats} seats for ${team.company} at ${label} are confirmed.\n\n` +
      `Name each seat's attendee (name and e-mail) at your private link; each attendee then receives ` +
      `their own confirmation, calendar invite and reminders. You can replace an attendee there until ` +
      `the session starts, and see who attended afterwards:\n\n${teamUrl(team.token)}\n\n` +
      `Keep this link to yourself: whoever has it can name the attendees.\n\n${site.name}`,
  };
}

/** Ends a team's named places (the team released or refunded): each attendee's invite withdrawn. */
async function endAttendees(tx: Tx, teamId: number) {
  const named = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.teamId, teamId), eq(eventRegistrations.status, "confirmed")))
    .orderBy(asc(eventRegistrations.teamSeat));
  if (named.length === 0) return;
  const event = (await eventOf(tx, named[0].eventId))!;
  for (const r of named) await cancelPlaceIn(tx, event, r, "owner");
}

async function endTeam(tx: Tx, order: OrderRow) {
  const team = await teamOfOrder(tx, order.id);
  if (!team || team.status === "released") return;
  await tx.update(eventTeams).set({ status: "released", updatedAt: now() }).where(eq(eventTeams.id, team.id));
  await endAttendees(tx, team.id);
  const event = await eventOf(tx, order.productId);
  if (event) await promoteWaitlisted(tx, event);
}

export const eventTeamSeats: PaidProduct = {
  kind: EVENT_TEAM,

  lock: lockSeats,

  /** Paid: the team confirmed, the buyer's company on their person, the link e-mailed to the buyer. */
  async confirm(tx, order) {
    const event = (await eventOf(tx, order.productId))!;
    const [team] = await tx
      .update(eventTeams)
      .set({ status: "confirmed", updatedAt: now() })
      .where(eq(eventTeams.orderId, order.id))
      .returning();
    // The company the buyer paid for is theirs on their record (and so their deal's).
    await tx.update(people).set({ company: team.company }).where(eq(people.id, order.personId));
    return { placeId: team.id, emails: [teamLinkEmail(order, team, sessionLabel(event))] };
  },

  /** A hold that ended unpaid (its 30 minutes, or its invoice's due date): the seats go on. */
  release: endTeam,

  /** A refunded team: every seat given back, each named attendee's invite withdrawn (METHOD:CANCEL). */
  giveBack: endTeam,

  changed: eventsChangedIn,

  receipt: (order, state) => ({
    what: `${order.quantity} seats at ${state.label}`,
    note:
      "Name your attendees at the private link in the separate e-mail: each then receives their own calendar invite. " +
      "Refunds follow our terms for each seat: in full 7 or more days before the start, 50% from 2 to 6 days before, none under 48 hours.",
  }),
};
