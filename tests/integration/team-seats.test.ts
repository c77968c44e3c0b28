/**
 * Team seats (product.md §10.15, decision 0109): a company buys N seats at a paid event in one order
 * (one Checkout Session with quantity N, or for 5 or more a Stripe invoice), and names each seat's
 * attendee at its private link. Stripe is the loopback fake (tests/mocks/stripe.ts); the database is
 * fresh (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventRegistrations, eventTeams, outbox, paymentInvoices, paymentOrders, people } from "~/db/schema";
import * as leadsApi from "~/routes/api/leads";
import * as teamApi from "~/routes/api/team.$token";
import { accountSections } from "~/features/account/sections.server";
import { nowMs } from "~/utils/clock.server";
import * as teamPage from "~/routes/team";
import * as refundApi from "~/routes/api/admin/events.$id.registrations.$registrationId.refund";
import { cancelRegistration, seatsTaken } from "~/features/events/registrations.server";
import { sendDueReminders } from "~/features/events/reminders.server";
import { registrationsByEventSource } from "~/features/insights/registrations-by-event.server";
import { kickPaymentWork, releaseLapsedHolds } from "~/features/payments/holds.server";
import { catalog } from "~/features/catalog/products.server";
import { getPerson } from "~/features/person-record/record.server";
import { setClockForTests } from "~/utils/clock.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { insertEvent } from "../setup/events";
import { event as stripeEvent } from "../mocks/stripe";
import { DAY, NOW, NOW_S, paymentsFixture, PRICE } from "./payments-fixture";

setupTestDatabase();

const f = paymentsFixture();
let ip = 1;

type Buyer = { eventId?: number; email: string; seats?: unknown; company?: string; payBy?: string };
const buySeats = (b: Buyer) =>
  callRoute(leadsApi, {
    method: "POST",
    path: "/api/leads",
    body: {
      name: "Robin Buyer",
      leadType: "webinar",
      attribution: { utm_source: "linkedin" },
      ...b,
    },
    clientIp: `203.0.113.${ip++ % 250}`,
  });

const teamOfOrder = async (orderId: number) =>
  (await db().select().from(eventTeams).where(eq(eventTeams.orderId, orderId)))[0];
const getTeam = (token: string) => callRoute(teamApi, { path: `/api/team/${token}` });
const putTeam = (token: string, body: unknown) =>
  callRoute(teamApi, { path: `/api/team/${token}`, method: "PUT", body });
const attendees = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    seat: i + 1,
    name: `Attendee ${i + 1}`,
    email: `attendee${i + 1}@acme.example.com`,
  }));

/** Buys `seats` by card and pays the Checkout Session as Stripe would: the team's token. */
async function paidTeam(eventId: number, email: string, seats: number) {
  const res = await buySeats({ eventId, email, seats, company: "Acme Corp" });
  expect(res.status).toBe(200);
  const order = await f.orderByUrl((await res.json()).checkoutUrl);
  const paid = await f.deliver(
    stripeEvent("checkout.session.completed", f.fake.pay(f.sessionOf(order.id).id)),
  );
  expect(paid.status).toBe(200);
  return { order, team: await teamOfOrder(order.id) };
}

describe("team seats by card", () => {
  it("sells 8 seats to one company in one Checkout Session of quantity 8, then the buyer names 8 attendees and replaces one", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 10, title: "Finance for Leaders" });
    const res = await buySeats({
      eventId: event.id,
      email: "robin@acme.example.com",
      seats: 8,
      company: "Acme Corp",
    });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({ ok: true, place: "payment" });
    expect(answer.message).toMatch(/8 seats are held for 30 minutes/);

    // Stripe saw one session of 8 seats at the seat's price.
    const created = f.fake.callsTo("/v1/checkout/sessions").at(-1)!;
    const item = (created.params.line_items as Record<string, Record<string, unknown>>)["0"];
    expect(item.quantity).toBe("8");
    expect((item.price_data as Record<string, string>).unit_amount).toBe(String(PRICE));
    const order = await f.orderByUrl(answer.checkoutUrl);
    expect(order).toMatchObject({
      product: "event-team",
      quantity: 8,
      amountCents: 8 * PRICE,
      status: "held",
    });
    // Held, the 8 seats count against the capacity: 2 are left.
    expect(await seatsTaken(db(), event.id)).toBe(8);
    const over = await buySeats({
      eventId: event.id,
      email: "other@beta.example.com",
      seats: 3,
      company: "Beta",
    });
    expect(over.status).toBe(400);
    expect((await over.json()).fields).toHaveProperty("seats", "Only 2 seats are left: choose 2 or fewer.");

    const paid = await f.deliver(
      stripeEvent("checkout.session.completed", f.fake.pay(f.sessionOf(order.id).id)),
    );
    expect(paid.status).toBe(200);
    expect(await f.orderOf(order.id)).toMatchObject({ status: "paid", paidCents: 8 * PRICE });
    const team = await teamOfOrder(order.id);
    expect(team).toMatchObject({ status: "confirmed", seats: 8, company: "Acme Corp" });
    expect(team.token).toMatch(/^[a-f0-9]{48}$/);
    expect(await seatsTaken(db(), event.id)).toBe(8);

    // The buyer: the company on their person (the deal's), the won deal, the receipt and the link.
    const buyer = await f.personOf("robin@acme.example.com");
    expect(buyer.company).toBe("Acme Corp");
    expect((await f.dealOf(buyer.id)).valueCents).toBe(8 * PRICE);
    const [link] = await f.mailsTo("robin@acme.example.com", "team-seats-link");
    expect(link.text).toContain(`/team/${team.token}`);
    expect(await f.mailsTo("robin@acme.example.com", "payment-receipt")).toHaveLength(1);
    // The buyer's timeline: the payment, with the seats bought in it.
    expect((await getPerson(buyer.id))!.timeline).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "payment", seats: 8 })]),
    );
    // The buyer's own page links to the team's page.
    const onAccount = (await accountSections(buyer.id)).find((s) => s.id === "teams")!;
    expect(onAccount.items).toEqual([
      expect.objectContaining({
        details: ["8 seats"],
        links: [{ label: "Name or replace attendees", href: expect.stringContaining(`/team/${team.token}`) }],
      }),
    ]);
    // The buyer holds no seat of their own: no invite.
    expect(await f.mailsTo("robin@acme.example.com", "webinar-confirmation")).toHaveLength(0);

    const empty = await (await getTeam(team.token)).json();
    expect(empty.event).toMatchObject({ title: "Finance for Leaders", slug: event.slug });
    expect(empty.seats).toHaveLength(8);
    expect(empty.seats[0]).toEqual({ seat: 1, name: null, email: null, attended: null });

    const named = await putTeam(team.token, { attendees: attendees(8) });
    expect(named.status).toBe(200);
    const view = await named.json();
    expect(view.seats.map((s: { email: string }) => s.email)).toEqual(attendees(8).map((a) => a.email));
    for (const a of attendees(8)) {
      const [mail] = await f.mailsTo(a.email, "webinar-confirmation");
      expect(mail.attachments[0].content).toContain("METHOD:REQUEST");
      const person = await f.personOf(a.email);
      expect(person.sources).toEqual(["team-seat"]);
    }
    // Named or not, the team's seats count once.
    expect(await seatsTaken(db(), event.id)).toBe(8);

    // Seat 3 replaced (the others left out, unchanged): the old invite withdrawn, the new one sent.
    const replaced = await putTeam(team.token, {
      attendees: [{ seat: 3, name: "Sam Newcomer", email: "sam@acme.example.com" }],
    });
    expect(replaced.status).toBe(200);
    const [withdrawn] = await f.mailsTo("attendee3@acme.example.com", "webinar-cancelled");
    expect(withdrawn.attachments[0].content).toContain("METHOD:CANCEL");
    const [invite] = await f.mailsTo("attendee3@acme.example.com", "webinar-confirmation");
    const uid = /UID:(.+)/.exec(invite.attachments[0].content)![1].trim();
    expect(withdrawn.attachments[0].content).toContain(`UID:${uid}`);
    expect(await f.mailsTo("sam@acme.example.com", "webinar-confirmation")).toHaveLength(1);
    const after = await (await getTeam(team.token)).json();
    expect(after.seats[2]).toEqual({
      seat: 3,
      name: "Sam Newcomer",
      email: "sam@acme.example.com",
      attended: null,
    });
    expect(after.seats[3].email).toBe("attendee4@acme.example.com");
    // Only a new attendee got mail: seats left out were not e-mailed again.
    expect(await f.mailsTo("attendee4@acme.example.com")).toHaveLength(1);
    expect(await seatsTaken(db(), event.id)).toBe(8);

    // An attendee who cancels with their own link leaves the seat to the team, unnamed and still counted.
    const [five] = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, "attendee5@acme.example.com"));
    expect(await cancelRegistration({ token: five.cancelToken }, "registrant")).toBe(true);
    expect((await (await getTeam(team.token)).json()).seats[4]).toEqual({
      seat: 5,
      name: null,
      email: null,
      attended: null,
    });
    expect(await seatsTaken(db(), event.id)).toBe(8);
    const renamed = await putTeam(team.token, {
      attendees: [{ seat: 5, name: "Pat Fifth", email: "pat@acme.example.com" }],
    });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).seats[4].email).toBe("pat@acme.example.com");

    // The attendee's timeline names the buyer.
    const sam = await f.personOf("sam@acme.example.com");
    const [samSeat] = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.personId, sam.id));
    expect(samSeat).toMatchObject({ teamId: team.id, teamSeat: 3, status: "confirmed" });
    expect((await getPerson(sam.id))!.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "event-registration",
          place: "seat",
          teamSeatOf: "Acme Corp, named by Robin Buyer (robin@acme.example.com)",
        }),
      ]),
    );

    // Each named attendee's reminders, once: the 8 now named, not the replaced one.
    setClockForTests(new Date(event.startsAt.getTime() - 23 * 3600_000));
    expect(await sendDueReminders()).toBe(8);
    expect(await sendDueReminders()).toBe(0);
    expect(await f.mailsTo("sam@acme.example.com", "webinar-reminder-24h")).toHaveLength(1);
    expect(await f.mailsTo("attendee3@acme.example.com", "webinar-reminder-24h")).toHaveLength(0);

    // Once the session has started, no one can be named or replaced.
    setClockForTests(new Date(event.startsAt.getTime() + 60_000));
    const late = await putTeam(team.token, {
      attendees: [{ seat: 1, name: "Too Late", email: "late@acme.example.com" }],
    });
    expect(late.status).toBe(409);
    expect((await (await getTeam(team.token)).json()).seats[0].email).toBe("attendee1@acme.example.com");

    // Insights' "Registrations by event" counts the 8 seats once, by the buyer's source.
    const rows = await registrationsByEventSource({ from: "2020-01-01", to: "2030-01-01" });
    expect(rows.filter((r) => r.eventId === event.id)).toEqual([
      { event: "Finance for Leaders", eventId: event.id, source: "linkedin", registrations: 8 },
    ]);
  });

  it("refuses bad input with a 4xx and stores nothing", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 6 });
    const free = await insertEvent({ capacity: 6 });
    // A program whose first session has started takes no team either (decision 0108).
    const started = await insertEvent({
      priceCents: PRICE,
      capacity: 6,
      startsAt: new Date(nowMs() - 3600_000),
    });
    const before = {
      orders: await db().$count(paymentOrders),
      teams: await db().$count(eventTeams),
      people: await db().$count(people),
    };
    const refusals: Array<[Buyer, number, string]> = [
      [{ eventId: event.id, email: "a@x.example.com", seats: 0, company: "X" }, 400, "seats"],
      [{ eventId: event.id, email: "a@x.example.com", seats: 7, company: "X" }, 400, "seats"], // seats left + 1
      [{ eventId: event.id, email: "a@x.example.com", seats: 2.5, company: "X" }, 400, "seats"],
      [{ eventId: event.id, email: "a@x.example.com", seats: "3", company: "X" }, 400, "seats"],
      [{ eventId: event.id, email: "a@x.example.com", seats: 3 }, 400, "company"],
      [
        { eventId: event.id, email: "a@x.example.com", seats: 3, company: "X", payBy: "invoice" },
        400,
        "payBy",
      ],
      [
        { eventId: event.id, email: "a@x.example.com", seats: 5, company: "X", payBy: "cheque" },
        400,
        "payBy",
      ],
      [{ eventId: free.id, email: "a@x.example.com", seats: 3, company: "X" }, 400, "seats"],
      [{ eventId: started.id, email: "a@x.example.com", seats: 3, company: "X" }, 400, "eventId"],
    ];
    for (const [body, status, field] of refusals) {
      const res = await buySeats(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const answer = await res.json();
      expect(answer.fields, JSON.stringify(body)).toHaveProperty(field);
      if (body.eventId === started.id)
        expect(answer.fields.eventId).toBe("This program has started: registration is closed.");
    }
    expect({
      orders: await db().$count(paymentOrders),
      teams: await db().$count(eventTeams),
      people: await db().$count(people),
    }).toEqual(before);

    // A team link that is not ours: 404 saying nothing more, for a read and a write alike.
    const { team } = await paidTeam(event.id, "buyer@gamma.example.com", 2);
    for (const token of ["0".repeat(48), "not-a-token", `${team.token.slice(0, -1)}0`]) {
      const got = await getTeam(token);
      expect(got.status).toBe(404);
      expect(await got.json()).toEqual({ error: "This team link is not valid." });
      const put = await putTeam(token, { attendees: attendees(1) });
      expect(put.status).toBe(404);
    }
    // Bad attendees on our own link: 4xx, nothing named.
    const bad: Array<[unknown, number]> = [
      [{ attendees: [] }, 400],
      [{ attendees: [{ seat: 3, name: "No Seat", email: "n@gamma.example.com" }] }, 400], // a 2-seat team
      [{ attendees: [{ seat: 0, name: "Zero", email: "z@gamma.example.com" }] }, 400],
      [{ attendees: [{ seat: 1, name: "Bad Mail", email: "not-an-email" }] }, 400],
      [{ attendees: [{ seat: 1, name: "X", email: "x@gamma.example.com" }] }, 400], // name too short
      [{ attendees: [...attendees(1), { ...attendees(1)[0], email: "b@gamma.example.com" }] }, 400], // seat twice
      [
        {
          attendees: [
            { seat: 1, name: "One", email: "s@g.example.com" },
            { seat: 2, name: "Two", email: "S@g.example.com" },
          ],
        },
        400,
      ],
      [{ attendees: attendees(1), extra: true }, 400],
    ];
    for (const [body, status] of bad)
      expect((await putTeam(team.token, body)).status, JSON.stringify(body)).toBe(status);
    // An address that already has its own place at the session: 409, nothing named.
    await f.register(free.id, "own@gamma.example.com"); // another event: no conflict there
    const own = await f.buy(event.id, "own@gamma.example.com");
    await f.deliver(own.completed);
    const taken = await putTeam(team.token, {
      attendees: [attendees(1)[0], { seat: 2, name: "Own Seat", email: "own@gamma.example.com" }],
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).fields).toHaveProperty("attendees.1.email");
    expect(await db().$count(eventRegistrations, eq(eventRegistrations.teamId, team.id))).toBe(0);
  });

  it("never holds more seats than the capacity when two teams buy the last seats at once", async () => {
    const event = await insertEvent({
      priceCents: PRICE,
      capacity: 10,
      startsAt: new Date(NOW.getTime() + 3 * DAY),
    });
    await paidTeam(event.id, "first@delta.example.com", 4);
    // One asks by the event's id, the other for "the next session" (the same one): two turns in this
    // process, so the event's row lock alone decides between them, as between two instances.
    const [a, b] = await Promise.all([
      buySeats({ eventId: event.id, email: "a@epsilon.example.com", seats: 4, company: "Epsilon" }),
      buySeats({ email: "b@zeta.example.com", seats: 4, company: "Zeta" }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 400]);
    const refused = await (a.status === 400 ? a : b).json();
    expect(refused.fields.seats).toBe("Only 2 seats are left: choose 2 or fewer.");
    expect(await seatsTaken(db(), event.id)).toBe(8);
    const held = await db()
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.productId, event.id), eq(paymentOrders.product, "event-team")));
    expect(held.map((o) => o.quantity).reduce((x, y) => x + y)).toBe(8);
  });
});

describe("refunding team seats", () => {
  it("refunds the team's order as a whole from any of its seats: the terms per seat, every seat given back", async () => {
    const event = await insertEvent({
      priceCents: PRICE,
      capacity: 6,
      startsAt: new Date(NOW.getTime() + 10 * DAY),
    });
    const { order, team } = await paidTeam(event.id, "refund@lambda.example.com", 3);
    const named = [
      { seat: 1, name: "Lee One", email: "lee@lambda.example.com" },
      { seat: 2, name: "Kim Two", email: "kim@lambda.example.com" },
    ];
    expect((await putTeam(team.token, { attendees: named })).status).toBe(200);
    const [seat] = await db()
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.teamId, team.id), eq(eventRegistrations.teamSeat, 2)));
    const res = await callRoute(refundApi, {
      path: `/api/admin/events/${event.id}/registrations/${seat.id}/refund`,
      method: "POST",
      headers: { cookie: f.cookie },
    });
    expect(res.status).toBe(200);
    // 10 days ahead: in full, for each of the 3 seats.
    expect(await res.json()).toEqual({ refundedCents: 3 * PRICE, policyCents: 3 * PRICE });
    expect(await f.orderOf(order.id)).toMatchObject({ status: "refunded", refundedCents: 3 * PRICE });
    expect((await teamOfOrder(order.id)).status).toBe("released");
    expect(await seatsTaken(db(), event.id)).toBe(0);
    for (const a of named) {
      const [withdrawn] = await f.mailsTo(a.email, "webinar-cancelled");
      expect(withdrawn.attachments[0].content).toContain("METHOD:CANCEL");
    }
    expect((await getTeam(team.token)).status).toBe(404);
  });
});

describe("team seats by invoice", () => {
  async function invoicedTeam(email: string) {
    const event = await insertEvent({
      priceCents: PRICE,
      capacity: 8,
      startsAt: new Date(NOW.getTime() + 30 * DAY),
    });
    const res = await buySeats({
      eventId: event.id,
      email,
      seats: 5,
      company: "Omega Inc",
      payBy: "invoice",
    });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({ ok: true, place: "invoice" });
    expect(answer.message).toMatch(/5 seats are held for 14 days/);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.email, email));
    expect(order).toMatchObject({ quantity: 5, amountCents: 5 * PRICE, status: "held" });
    expect(order.holdUntil.getTime()).toBe(NOW.getTime() + 14 * DAY);
    const [claim] = await db().select().from(paymentInvoices).where(eq(paymentInvoices.orderId, order.id));
    expect(claim).toMatchObject({ status: "open", amountCents: 5 * PRICE, daysUntilDue: 14 });
    const made = f.fake.callsTo("/v1/invoices").at(-1)!;
    expect(made.params).toMatchObject({ days_until_due: "14", metadata: { orderId: String(order.id) } });
    expect(f.fake.callsTo(`/v1/invoices/${claim.stripeInvoiceId}/send`)).toHaveLength(1);
    // No Checkout Session for an invoiced order.
    expect(f.sessionOf(order.id)).toBeUndefined();
    expect(await seatsTaken(db(), event.id)).toBe(5);
    return { event, order, invoiceId: claim.stripeInvoiceId! };
  }

  it("holds 5+ seats 14 days and sends the invoice; paid, the seats are confirmed and the link sent", async () => {
    const { event, order, invoiceId } = await invoicedTeam("ap@omega.example.com");
    setClockForTests(new Date(NOW.getTime() + 9 * DAY));
    const paid = f.fake.lists.payInvoice(invoiceId);
    const hook = await f.deliver(stripeEvent("invoice.paid", paid), { at: NOW_S + 9 * 86_400 });
    expect(hook.status).toBe(200);
    expect(await f.orderOf(order.id)).toMatchObject({ status: "paid", paidCents: 0 });
    const team = await teamOfOrder(order.id);
    expect(team.status).toBe("confirmed");
    expect(await f.mailsTo("ap@omega.example.com", "team-seats-link")).toHaveLength(1);
    expect((await f.personOf("ap@omega.example.com")).company).toBe("Omega Inc");
    expect(await seatsTaken(db(), event.id)).toBe(5);
    // Its due date passes: paid seats stay.
    setClockForTests(new Date(NOW.getTime() + 15 * DAY));
    await releaseLapsedHolds(catalog);
    expect((await teamOfOrder(order.id)).status).toBe("confirmed");
    // Delivered twice: applied once.
    await f.deliver(stripeEvent("invoice.paid", paid), { at: NOW_S + 15 * 86_400 });
    expect(await f.mailsTo("ap@omega.example.com", "team-seats-link")).toHaveLength(1);
  });

  it("releases the seats unpaid at the invoice's due date, once, and voids the invoice", async () => {
    const { event, order, invoiceId } = await invoicedTeam("ap@sigma.example.com");
    // A minute before its due date (other tests' lapsed holds released meanwhile), still held.
    setClockForTests(new Date(NOW.getTime() + 14 * DAY - 60_000));
    await releaseLapsedHolds(catalog);
    expect(await f.orderOf(order.id)).toMatchObject({ status: "held" });
    expect(await seatsTaken(db(), event.id)).toBe(5);
    setClockForTests(new Date(NOW.getTime() + 14 * DAY + 60_000));
    const [first, second] = await Promise.all([releaseLapsedHolds(catalog), releaseLapsedHolds(catalog)]);
    expect(first + second).toBe(1);
    expect(await releaseLapsedHolds(catalog)).toBe(0);
    expect(await f.orderOf(order.id)).toMatchObject({ status: "expired" });
    expect((await teamOfOrder(order.id)).status).toBe("released");
    expect(await seatsTaken(db(), event.id)).toBe(0);
    await kickPaymentWork(catalog);
    expect(f.fake.callsTo(`/v1/invoices/${invoiceId}/void`)).toHaveLength(1);
    const [claim] = await db().select().from(paymentInvoices).where(eq(paymentInvoices.orderId, order.id));
    expect(claim.status).toBe("void");
    expect(await f.mailsTo("ap@sigma.example.com", "team-seats-link")).toHaveLength(0);
  });
});

describe("the /team/{token} page", () => {
  it("names a seat with a plain form post, and answers 404 for a token not ours", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 5 });
    const { team } = await paidTeam(event.id, "page@kappa.example.com", 2);
    const form = new URLSearchParams({ seat: "2", name: "Form Person", email: "form@kappa.example.com" });
    const res = await callRoute(teamPage, {
      path: `/team/${team.token}`,
      method: "POST",
      body: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect((await (await getTeam(team.token)).json()).seats[1].email).toBe("form@kappa.example.com");
    const bad = await callRoute(teamPage, {
      path: `/team/${team.token}`,
      method: "POST",
      body: new URLSearchParams({ seat: "1", name: "Ok Name", email: "nope" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(bad.status).toBe(400);
    expect(await db().$count(outbox, eq(outbox.to, "nope"))).toBe(0);
    const unknown = await callRoute(teamPage, { path: `/team/${"a".repeat(48)}` });
    expect(unknown.status).toBe(404);
  });
});
