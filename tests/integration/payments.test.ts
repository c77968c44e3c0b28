/**
 * Paid workshops (product.md §10.14, decision 0096): the Stripe client pointed at a loopback fake of
 * the calls the product makes (tests/mocks/stripe.ts), webhooks signed with Stripe's scheme, on a
 * fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { describe, expect, it } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  auditLog,
  deals,
  eventRegistrations,
  paymentInvoices,
  paymentOrders,
  people,
  stripeEvents,
} from "~/db/schema";
import * as leadsApi from "~/routes/api/leads";
import * as eventPage from "~/routes/webinars-event";
import * as webhook from "~/routes/api/payments.stripe.webhook";
import * as eventsApi from "~/routes/api/admin/events";
import * as oneEventApi from "~/routes/api/admin/events.$id";
import * as refundApi from "~/routes/api/admin/events.$id.registrations.$registrationId.refund";
import * as invoiceApi from "~/routes/api/admin/people.$id.invoice";
import * as offerPage from "~/routes/payments-offer";
import * as insightsApi from "~/routes/api/admin/insights";
import * as insightsCsv from "~/routes/api/admin/insights[.csv]";
import { setClockForTests } from "~/utils/clock.server";
import { webinarEventJsonLd } from "~/content/webinar-structured-data";
import { attachToPerson } from "~/features/people/people.server";
import { kickPaymentWork, releaseLapsedHolds } from "~/features/payments/holds.server";
import { catalog } from "~/features/catalog/products.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { insertEvent } from "../setup/events";
import { event as stripeEvent, signature } from "../mocks/stripe";
import { DAY, dropStripeKeys, NOW, NOW_S, paymentsFixture, PRICE, SECRET } from "./payments-fixture";

setupTestDatabase();

const f = paymentsFixture();
const { register, deliver, orderOf, sessionOf, orderByUrl, seatsOf, mailsTo, personOf, dealOf, buy } = f;
const dropKeys = dropStripeKeys;

describe("without the payment keys", () => {
  it("refuses to publish a paid event (409), answers 404 at the webhook, and free events work as today", async () => {
    dropKeys();
    const body = {
      title: "Cash Flow Workshop",
      slug: "cash-flow-workshop-nokeys",
      summary: "Three hours on cash.",
      startsAt: new Date(NOW.getTime() + 10 * DAY).toISOString(),
      timeZone: "America/Los_Angeles",
      durationMinutes: 180,
      capacity: 12,
      host: "Jordan Ellis",
      priceCents: PRICE,
      published: true,
    };
    const res = await callRoute(eventsApi, {
      path: "/api/admin/events",
      body,
      headers: { cookie: f.cookie },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/Payments are not set up/);
    // Unpublished it is saved; publishing it later is refused the same way.
    const draft = await callRoute(eventsApi, {
      path: "/api/admin/events",
      body: { ...body, published: false },
      headers: { cookie: f.cookie },
    });
    expect(draft.status).toBe(201);
    const { id } = await draft.json();
    const publish = await callRoute(oneEventApi, {
      path: `/api/admin/events/${id}`,
      method: "PUT",
      body: { published: true },
      headers: { cookie: f.cookie },
    });
    expect(publish.status).toBe(409);

    const before = (await db().select({ n: count() }).from(stripeEvents))[0].n;
    const hook = await deliver(stripeEvent("checkout.session.completed", { id: "cs_x" }));
    expect(hook.status).toBe(404);
    expect((await callRoute(webhook, { path: "/api/payments/stripe/webhook" })).status).toBe(404);
    expect((await db().select({ n: count() }).from(stripeEvents))[0].n).toBe(before);

    const free = await insertEvent({ capacity: 5 });
    const seat = await register(free.id, "free@example.com");
    expect(seat.status).toBe(200);
    expect(await seat.json()).toMatchObject({ ok: true, place: "confirmed" });
  });

  it("rejects a price that is not whole cents from 0", async () => {
    const res = await callRoute(eventsApi, {
      path: "/api/admin/events",
      body: {
        title: "Bad price",
        slug: "bad-price",
        summary: "x",
        startsAt: new Date(NOW.getTime() + 10 * DAY).toISOString(),
        timeZone: "America/Los_Angeles",
        durationMinutes: 60,
        capacity: 5,
        host: "Jordan",
        priceCents: 12.5,
      },
      headers: { cookie: f.cookie },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty("priceCents");
  });
});

describe("registering for a paid event", () => {
  it("holds a seat and answers the Checkout Session's URL, made as the issue says", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 3, title: "Cash Flow Workshop" });
    const res = await register(event.id, "buyer@example.com");
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({
      ok: true,
      place: "payment",
      checkoutUrl: expect.stringContaining(f.fake.base),
    });
    const order = await orderByUrl(answer.checkoutUrl);
    expect(order).toMatchObject({ status: "held", amountCents: PRICE, email: "buyer@example.com" });
    // Held 32 minutes: the session ends with the hold, and Stripe wants 30 or more (decision 0106).
    expect(order.holdUntil.getTime()).toBe(NOW.getTime() + 32 * 60_000);

    const call = f.fake.callsTo("/v1/checkout/sessions").at(-1)!;
    // The key names the order and the session's end: the same key always carries the same body.
    expect(call.idempotencyKey).toBe(`order-${order.id}-checkout-${NOW_S + 32 * 60}`);
    expect(call.params).toMatchObject({
      mode: "payment",
      line_items: {
        0: {
          quantity: "1",
          price_data: {
            currency: "usd",
            unit_amount: String(PRICE),
            product_data: { name: "Cash Flow Workshop" },
          },
        },
      },
      customer_email: "buyer@example.com",
      client_reference_id: String(order.id),
      payment_method_types: { 0: "card" },
      metadata: { orderId: String(order.id), product: "event-seat", productId: String(event.id) },
      success_url: `http://localhost:3000/webinars/${event.slug}?payment=success`,
      cancel_url: `http://localhost:3000/webinars/${event.slug}?payment=cancelled`,
    });
    expect(Number(call.params.expires_at)).toBe(NOW_S + 32 * 60);

    // The hold counts against the seats; the same buyer again reuses it (no second hold or session).
    const seatsLeft = async () =>
      (await (await callRoute(eventPage, { path: `/webinars/${event.slug}` })).json()).event.seatsLeft;
    expect(await seatsLeft()).toBe(2);
    const again = await (await register(event.id, "buyer@example.com")).json();
    expect(again.checkoutUrl).toBe(answer.checkoutUrl);
    expect(
      f.fake
        .callsTo("/v1/checkout/sessions")
        .filter((c) => c.params.client_reference_id === String(order.id)),
    ).toHaveLength(1);
    expect(
      (await db().select({ n: count() }).from(paymentOrders).where(eq(paymentOrders.productId, event.id)))[0]
        .n,
    ).toBe(1);

    // The hold ends with its session, on the project's clock.
    setClockForTests(new Date(NOW.getTime() + 32 * 60_000));
    expect(await seatsLeft()).toBe(3);
  });

  it("answers the page's form with a 303 to the session; the page has the price, the seats left and the offer's price", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 10 });
    const res = await callRoute(eventPage, {
      path: `/webinars/${event.slug}`,
      method: "POST",
      body: new URLSearchParams({
        name: "Form Buyer",
        email: "form@example.com",
        eventId: String(event.id),
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      clientIp: "198.51.9.9",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(new RegExp(`^${f.fake.base}/pay/cs_test_\\d+$`));
    const page = await (await callRoute(eventPage, { path: `/webinars/${event.slug}` })).json();
    expect(page.event).toMatchObject({ priceCents: PRICE, seatsLeft: 9 });
    expect(webinarEventJsonLd(page.event, "https://example.com")).toMatchObject({
      isAccessibleForFree: false,
      offers: { price: 495, priceCurrency: "USD" },
    });
    const back = await (
      await callRoute(eventPage, { path: `/webinars/${event.slug}?payment=success` })
    ).json();
    expect(back.payment).toBe("success");
  });

  it("gives the last seat to one of two buyers; the other is on the waitlist", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 1 });
    const answers = await Promise.all([
      register(event.id, "first@example.com").then((r) => r.json()),
      register(event.id, "second@example.com").then((r) => r.json()),
    ]);
    expect(answers.map((a) => a.place).sort()).toEqual(["payment", "waitlisted"]);
    const held = await db().select().from(paymentOrders).where(eq(paymentOrders.productId, event.id));
    expect(held).toHaveLength(1);
  });

  it("keeps the hold when Stripe cannot open the session (a 503 saying so); the retry gets the same session", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 1 });
    // The client's own retries (2) fail too.
    f.fake.failNext("POST", "/v1/checkout/sessions", 3);
    const res = await register(event.id, "unlucky@example.com");
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatch(/payment page could not be opened/);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.productId, event.id));
    expect(order.status).toBe("held");
    // Another buyer finds the seat held; the first buyer's next try, a second later, opens the session
    // with the same key and body (Stripe's "key reused with another body" cannot happen).
    expect(await (await register(event.id, "next@example.com")).json()).toMatchObject({
      place: "waitlisted",
    });
    setClockForTests(new Date(NOW.getTime() + 1_000));
    const retry = await (await register(event.id, "unlucky@example.com")).json();
    expect(retry).toMatchObject({ place: "payment", checkoutUrl: expect.stringContaining(f.fake.base) });
    const keys = f.fake
      .callsTo("/v1/checkout/sessions")
      .filter((c) => c.params.client_reference_id === String(order.id))
      .map((c) => c.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`order-${order.id}-checkout-${NOW_S + 32 * 60}`]));
  });
});

describe("POST /api/payments/stripe/webhook", () => {
  it("confirms the seat once: invite, receipt with the amount, a won deal; the first-touch source kept", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 5 });
    const { order, completed } = await buy(event.id, "paid@example.com");
    const res = await deliver(completed);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, applied: true, effect: "place confirmed" });
    expect(await orderOf(order.id)).toMatchObject({
      status: "paid",
      paidCents: PRICE,
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    expect(await seatsOf(event.id)).toBe(1);
    const invite = await mailsTo("paid@example.com", "webinar-confirmation");
    expect(invite).toHaveLength(1);
    expect(invite[0].attachments[0].content).toContain("METHOD:REQUEST");
    const receipt = await mailsTo("paid@example.com", "payment-receipt");
    expect(receipt).toHaveLength(1);
    expect(receipt[0].text).toContain("$495");
    expect(receipt[0].text).toContain("Your sessions, receipts and refunds are on your page: http");
    expect(receipt[0].text).toMatch(/on your page: \S+\/account$/m);
    const person = await personOf("paid@example.com");
    expect(person.status).toBe("closed");
    expect(person.attribution).toMatchObject({ utm_source: "linkedin" });
    expect(await dealOf(person.id)).toMatchObject({ valueCents: PRICE, product: "workshop" });

    // A replay: acknowledged, nothing again.
    const replay = await deliver(completed);
    expect(await replay.json()).toMatchObject({ applied: false });
    expect(await seatsOf(event.id)).toBe(1);
    expect(await mailsTo("paid@example.com", "payment-receipt")).toHaveLength(1);
    expect((await dealOf(person.id)).valueCents).toBe(PRICE);
  });

  it("applies two concurrent deliveries of one event once, and a second event for the same session not again", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 5 });
    const { completed, order } = await buy(event.id, "twice@example.com");
    const results = await Promise.all([deliver(completed), deliver(completed), deliver(completed)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const applied = (await Promise.all(results.map((r) => r.json()))).filter((b) => b.applied);
    expect(applied).toHaveLength(1);
    const async = stripeEvent("checkout.session.async_payment_succeeded", { ...sessionOf(order.id) });
    expect(await (await deliver(async)).json()).toMatchObject({ applied: true, effect: "already paid" });
    expect(await seatsOf(event.id)).toBe(1);
    expect(await mailsTo("twice@example.com", "payment-receipt")).toHaveLength(1);
    const person = await personOf("twice@example.com");
    expect((await dealOf(person.id)).valueCents).toBe(PRICE);
  });

  it("refuses a bad signature, an old one and an unsigned body with 400, storing nothing", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 5 });
    const { completed } = await buy(event.id, "forged@example.com");
    const before = (await db().select({ n: count() }).from(stripeEvents))[0].n;
    for (const res of [
      await deliver(completed, { secret: "whsec_someone_else_0123456789" }),
      await deliver(completed, { at: NOW_S - 6 * 60 }),
      await deliver(completed, { header: "t=123" }),
      await deliver(completed, {
        raw: JSON.stringify(completed),
        header: signature(JSON.stringify({ ...completed, id: "evt_other" }), SECRET, NOW_S),
      }),
    ]) {
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/signature/i);
    }
    const unsigned = await callRoute(webhook, {
      path: "/api/payments/stripe/webhook",
      method: "POST",
      body: JSON.stringify(completed),
    });
    expect(unsigned.status).toBe(400);
    expect((await db().select({ n: count() }).from(stripeEvents))[0].n).toBe(before);
    expect(await seatsOf(event.id)).toBe(0);
  });

  it("acknowledges an event of a type it does not use", async () => {
    const res = await deliver(stripeEvent("customer.created", { id: "cus_1" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ effect: "ignored" });
  });

  it("releases the hold on expiry; a completion after it takes a seat that is still free", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 1 });
    const { order, completed } = await buy(event.id, "slow@example.com");
    const expired = stripeEvent("checkout.session.expired", { ...sessionOf(order.id), status: "expired" });
    expect(await (await deliver(expired)).json()).toMatchObject({ effect: "hold released" });
    expect((await orderOf(order.id)).status).toBe("expired");
    expect(await (await deliver(completed)).json()).toMatchObject({ effect: "late, place free: confirmed" });
    expect(await seatsOf(event.id)).toBe(1);
    expect(
      f.fake
        .callsTo("/v1/refunds")
        .filter((c) => c.params.payment_intent === completed.data.object.payment_intent),
    ).toHaveLength(0);
  });

  it("refunds in full a completion that arrives after its session expired and the seat was taken, and tells the buyer", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 1 });
    const late = await buy(event.id, "late@example.com");
    await deliver(
      stripeEvent("checkout.session.expired", { ...sessionOf(late.order.id), status: "expired" }),
    );
    const other = await buy(event.id, "quick@example.com");
    await deliver(other.completed);
    const res = await deliver(late.completed);
    expect(await res.json()).toMatchObject({ effect: "late, no place: refund claimed" });
    // Claimed in the webhook's transaction, made at Stripe after its commit (never inside it).
    await kickPaymentWork(catalog);
    const refunds = f.fake
      .callsTo("/v1/refunds")
      .filter((c) => c.params.payment_intent === late.completed.data.object.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].params.amount).toBe(String(PRICE));
    expect(refunds[0].idempotencyKey).toMatch(new RegExp(`^refund-${late.order.id}-`));
    expect(await orderOf(late.order.id)).toMatchObject({ status: "refunded", refundedCents: PRICE });
    expect(await mailsTo("late@example.com", "payment-late-refund")).toHaveLength(1);
    expect(await seatsOf(event.id)).toBe(1);
    expect(await dealOf((await personOf("late@example.com")).id)).toBeUndefined();
    // Its charge.refunded finds the refund recorded.
    const charge = {
      id: "ch_late",
      object: "charge",
      payment_intent: late.completed.data.object.payment_intent,
      amount_refunded: PRICE,
    };
    expect(await (await deliver(stripeEvent("charge.refunded", charge))).json()).toMatchObject({
      effect: "already recorded",
    });
  });

  it("records charge.refunded made elsewhere and lowers the deal", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 5 });
    const { completed, order } = await buy(event.id, "dashboard@example.com");
    await deliver(completed);
    const charge = {
      id: "ch_1",
      object: "charge",
      payment_intent: completed.data.object.payment_intent,
      amount_refunded: 10_000,
    };
    expect(await (await deliver(stripeEvent("charge.refunded", charge))).json()).toMatchObject({
      effect: "refund recorded",
    });
    expect((await orderOf(order.id)).refundedCents).toBe(10_000);
    expect((await dealOf(order.personId)).valueCents).toBe(PRICE - 10_000);
  });
});

describe("POST /api/admin/events/{id}/registrations/{registrationId}/refund", () => {
  async function paidSeat(startsInDays: number, email: string, capacity = 5) {
    const event = await insertEvent({
      priceCents: PRICE,
      capacity,
      startsAt: new Date(NOW.getTime() + startsInDays * DAY),
    });
    const { completed, order } = await buy(event.id, email);
    await deliver(completed);
    return { event, order: await orderOf(order.id) };
  }
  const refund = (eventId: number, registrationId: number, body?: unknown) =>
    callRoute(refundApi, {
      path: `/api/admin/events/${eventId}/registrations/${registrationId}/refund`,
      method: "POST",
      ...(body === undefined ? {} : { body }),
      headers: { cookie: f.cookie },
    });

  it("refunds the terms' amount (in full at 8 days), frees the seat, withdraws the invite, tells the person, lowers the deal, is audited", async () => {
    const { event, order } = await paidSeat(8, "refund8@example.com");
    const res = await refund(event.id, order.placeId!);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ refundedCents: PRICE, policyCents: PRICE });
    const call = f.fake.callsTo("/v1/refunds").at(-1)!;
    expect(call.params).toMatchObject({ payment_intent: order.paymentIntentId, amount: String(PRICE) });
    expect(await seatsOf(event.id)).toBe(0);
    const cancel = await mailsTo("refund8@example.com", "webinar-cancelled");
    expect(cancel[0].attachments[0].content).toContain("METHOD:CANCEL");
    expect((await mailsTo("refund8@example.com", "payment-refund"))[0].text).toContain("$495");
    expect((await dealOf(order.personId)).valueCents).toBe(0);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} like '%/refund'`)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({ targetType: "registrations", targetId: String(order.placeId) });
    // Twice: nothing left to refund.
    expect((await refund(event.id, order.placeId!)).status).toBe(409);
  });

  it("offers half at 3 days and nothing at 1 day; the owner may give another amount up to what was paid", async () => {
    const three = await paidSeat(3, "refund3@example.com");
    const tooMuch = await refund(three.event.id, three.order.placeId!, { amountCents: PRICE + 1 });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).fields).toHaveProperty("amountCents");
    expect(await (await refund(three.event.id, three.order.placeId!)).json()).toEqual({
      refundedCents: 24_750,
      policyCents: 24_750,
    });
    const one = await paidSeat(1, "refund1@example.com");
    expect(await (await refund(one.event.id, one.order.placeId!, { amountCents: 10_000 })).json()).toEqual({
      refundedCents: 10_000,
      policyCents: 0,
    });
  });

  it("refuses bad input, unknown ids and an unpaid registration without storing anything", async () => {
    const { event, order } = await paidSeat(8, "refundbad@example.com");
    for (const body of [{ amountCents: -1 }, { amountCents: "ten" }, { amountCents: 1.5 }, { other: 1 }]) {
      const res = await refund(event.id, order.placeId!, body);
      expect(res.status).toBe(400);
    }
    expect((await refund(event.id, 999_999)).status).toBe(404);
    expect((await refund(999_999, order.placeId!)).status).toBe(404);
    const free = await insertEvent();
    await register(free.id, "freeseat@example.com");
    const [reg] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, free.id));
    expect((await refund(free.id, reg.id)).status).toBe(409);
    expect((await orderOf(order.id)).status).toBe("paid");
    expect(await seatsOf(event.id)).toBe(1);
  });

  it("offers the freed seat to the first in line with a payment link good for 24 hours", async () => {
    const { event, order } = await paidSeat(8, "holder@example.com", 1);
    expect(await (await register(event.id, "waiting@example.com")).json()).toMatchObject({
      place: "waitlisted",
    });
    await refund(event.id, order.placeId!);
    const [offer] = await mailsTo("waiting@example.com", "payment-seat-offer");
    const link = /\/payments\/offer\/([0-9a-f]+)/.exec(offer.text)!;
    const [held] = await db().select().from(paymentOrders).where(eq(paymentOrders.offerToken, link[1]));
    expect(held.holdUntil.getTime()).toBe(NOW.getTime() + DAY);
    // Someone else finds the seat held.
    expect(await (await register(event.id, "walkin@example.com")).json()).toMatchObject({
      place: "waitlisted",
    });
    const res = await callRoute(offerPage, { path: link[0] });
    expect(res.status).toBe(303);
    const session = sessionOf(held.id);
    expect(res.headers.get("location")).toBe(session.url);
    await deliver(stripeEvent("checkout.session.completed", f.fake.pay(session.id)));
    const [seat] = await db()
      .select()
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.email, "waiting@example.com")),
      );
    expect(seat.status).toBe("confirmed");
    expect((await callRoute(offerPage, { path: "/payments/offer/nope" })).status).toBe(404);
  });

  it("passes an offer never taken up to the next in line once its 24 hours are over", async () => {
    const { event, order } = await paidSeat(8, "leaver@example.com", 1);
    await register(event.id, "sleepy@example.com");
    await register(event.id, "eager@example.com");
    await refund(event.id, order.placeId!);
    expect(await mailsTo("sleepy@example.com", "payment-seat-offer")).toHaveLength(1);
    await releaseLapsedHolds(catalog); // (other tests' lapsed holds, none of this event's)
    expect(await mailsTo("eager@example.com", "payment-seat-offer")).toHaveLength(0);
    setClockForTests(new Date(NOW.getTime() + DAY + 60_000));
    expect(await releaseLapsedHolds(catalog)).toBeGreaterThanOrEqual(1);
    const [sleepy] = await db()
      .select()
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.email, "sleepy@example.com")),
      );
    expect(sleepy.status).toBe("cancelled");
    expect(await mailsTo("eager@example.com", "payment-seat-offer")).toHaveLength(1);
    expect(await releaseLapsedHolds(catalog)).toBe(0);
  });
});

describe("POST /api/admin/people/{id}/invoice", () => {
  it("sends a Stripe invoice for the deal (customer by e-mail, reused), shows it, and invoice.paid marks it paid", async () => {
    const person = {
      id: await attachToPerson(db(), { email: "cfo@team.example.com", name: "Casey CFO", source: "contact" }),
    };
    await db().insert(deals).values({
      personId: person.id,
      valueCents: 1_200_000,
      product: "custom_team_training",
      closedAt: NOW,
      updatedAt: NOW,
    });
    const send = (body?: unknown) =>
      callRoute(invoiceApi, {
        path: `/api/admin/people/${person.id}/invoice`,
        method: "POST",
        ...(body ? { body } : {}),
        headers: { cookie: f.cookie },
      });
    const res = await send();
    expect(res.status).toBe(201);
    const sent = await res.json();
    expect(sent).toMatchObject({
      invoiceId: expect.stringMatching(/^in_/),
      status: "open",
      hostedInvoiceUrl: expect.stringContaining("/invoice/"),
    });
    expect(f.fake.callsTo("/v1/customers")).toHaveLength(1);
    expect(f.fake.callsTo("/v1/invoices").at(-1)!.params).toMatchObject({
      collection_method: "send_invoice",
      days_until_due: "30",
    });
    expect(f.fake.callsTo("/v1/invoiceitems").at(-1)!.params).toMatchObject({
      amount: "1200000",
      description: "Custom team training",
      invoice: sent.invoiceId,
    });
    expect(f.fake.callsTo(`/v1/invoices/${sent.invoiceId}/finalize`)).toHaveLength(1);
    expect(f.fake.callsTo(`/v1/invoices/${sent.invoiceId}/send`)).toHaveLength(1);

    const second = await (
      await send({ amountCents: 50_000, description: "Follow-up session", daysUntilDue: 14 })
    ).json();
    expect(f.fake.callsTo("/v1/customers")).toHaveLength(1); // the customer reused
    expect(second.invoiceId).not.toBe(sent.invoiceId);

    await deliver(stripeEvent("invoice.paid", { id: sent.invoiceId, object: "invoice", status: "paid" }));
    await deliver(stripeEvent("invoice.voided", { id: second.invoiceId, object: "invoice", status: "void" }));
    const rows = await db().select().from(paymentInvoices).where(eq(paymentInvoices.personId, person.id));
    expect(Object.fromEntries(rows.map((r) => [r.stripeInvoiceId, r.status]))).toEqual({
      [sent.invoiceId]: "paid",
      [second.invoiceId]: "void",
    });

    expect((await send({ daysUntilDue: 0 })).status).toBe(400);
    expect((await send({ amountCents: "x" })).status).toBe(400);
    expect(
      (
        await callRoute(invoiceApi, {
          path: "/api/admin/people/999999/invoice",
          method: "POST",
          headers: { cookie: f.cookie },
        })
      ).status,
    ).toBe(404);
  });

  it("refuses a person with no deal value (409)", async () => {
    const person = { id: await attachToPerson(db(), { email: "nodeal@example.com", source: "contact" }) };
    const res = await callRoute(invoiceApi, {
      path: `/api/admin/people/${person.id}/invoice`,
      method: "POST",
      headers: { cookie: f.cookie },
    });
    expect(res.status).toBe(409);
  });
});

describe("cancelling a paid event stops its money (decision 0106)", () => {
  const cancel = (eventId: number) =>
    callRoute(oneEventApi, {
      path: `/api/admin/events/${eventId}`,
      method: "PUT",
      body: { cancelled: true },
      headers: { cookie: f.cookie },
    });
  const remove = (eventId: number) =>
    callRoute(oneEventApi, {
      path: `/api/admin/events/${eventId}`,
      method: "DELETE",
      headers: { cookie: f.cookie },
    });

  it("refunds every paid seat in full (the terms do not apply), ends every hold, closes open sessions, and refunds a payment that completes afterwards", async () => {
    // A day before the start: the terms would refund nothing.
    const event = await insertEvent({
      priceCents: PRICE,
      capacity: 5,
      startsAt: new Date(NOW.getTime() + DAY),
    });
    const paid = await buy(event.id, "cancel-paid@example.com");
    await deliver(paid.completed);
    const open = await (await register(event.id, "cancel-open@example.com")).json();
    const held = await orderByUrl(open.checkoutUrl);
    // Paid on Stripe's page while the owner cancels, its completion not yet arrived.
    const racing = await buy(event.id, "cancel-racing@example.com");

    const res = await cancel(event.id);
    expect(res.status).toBe(200);
    await kickPaymentWork(catalog);

    const intent = String(paid.completed.data.object.payment_intent);
    expect(f.fake.charge(intent).amount_refunded).toBe(PRICE);
    expect(await orderOf(paid.order.id)).toMatchObject({ status: "refunded", refundedCents: PRICE });
    expect(await mailsTo("cancel-paid@example.com", "payment-cancelled-refund")).toHaveLength(1);
    expect((await dealOf(paid.order.personId)).valueCents).toBe(0);
    // The hold ended and its session was closed at Stripe; nobody can pay it now.
    expect(await orderOf(held.id)).toMatchObject({ status: "cancelled", checkoutClosedAt: expect.any(Date) });
    expect(f.fake.sessions.get(held.checkoutSessionId!)!.status).toBe("expired");
    expect(f.fake.callsTo(`/v1/checkout/sessions/${held.checkoutSessionId}/expire`)).toHaveLength(1);

    // The racing payment arrives after the cancel: refunded in full, no seat.
    const late = await deliver(racing.completed);
    expect(await late.json()).toMatchObject({ effect: "late, no place: refund claimed" });
    await kickPaymentWork(catalog);
    const racingIntent = String(racing.completed.data.object.payment_intent);
    expect(f.fake.charge(racingIntent).amount_refunded).toBe(PRICE);
    expect(await mailsTo("cancel-racing@example.com", "payment-cancelled-refund")).toHaveLength(1);
    expect(await seatsOf(event.id)).toBe(0);
    // Each refund once: a second round of the payment work asks Stripe for nothing new.
    const refundsBefore = f.fake.callsTo("/v1/refunds").length;
    await kickPaymentWork(catalog);
    expect(f.fake.callsTo("/v1/refunds")).toHaveLength(refundsBefore);
  });

  it("refuses to delete an event with orders (409, cancelled or not); one without is deleted", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 5 });
    await deliver((await buy(event.id, "keep-books@example.com")).completed);
    const first = await remove(event.id);
    expect(first.status).toBe(409);
    expect((await first.json()).error).toMatch(/cannot be deleted: cancel it instead/);
    await cancel(event.id);
    await kickPaymentWork(catalog);
    const again = await remove(event.id);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatch(/it stays cancelled, with its orders and revenue on record/);
    expect(await db().select().from(paymentOrders).where(eq(paymentOrders.productId, event.id))).toHaveLength(
      1,
    );
    const bare = await insertEvent({ priceCents: PRICE });
    expect((await remove(bare.id)).status).toBe(200);
  });
});

describe("revenue in Insights (product.md §10.14)", () => {
  it("counts card payments less refunds, invoices paid, and values typed by hand, each labelled, by first touch", async () => {
    const today = NOW.toISOString().slice(0, 10);
    // A seat paid by card (campaign "money-card"), then $100 refunded.
    const event = await insertEvent({ priceCents: PRICE, capacity: 5 });
    const res = await callRoute(leadsApi, {
      method: "POST",
      path: "/api/leads",
      body: {
        name: "Card Payer",
        email: "cardpayer@example.com",
        leadType: "webinar",
        eventId: event.id,
        attribution: { utm_source: "newsletter", utm_campaign: "money-card" },
      },
      clientIp: "198.51.8.1",
    });
    const order = await orderByUrl((await res.json()).checkoutUrl);
    const session = f.fake.pay(sessionOf(order.id).id);
    await deliver(stripeEvent("checkout.session.completed", session));
    await deliver(
      stripeEvent("charge.refunded", {
        id: "ch_money",
        object: "charge",
        payment_intent: session.payment_intent,
        amount_refunded: 10_000,
      }),
    );
    // A team deal typed at $12,000 (campaign "money-team"), $5,000 of it invoiced and paid.
    const team = await attachToPerson(db(), {
      email: "team@example.com",
      source: "contact",
      attribution: { utm_source: "google", utm_campaign: "money-team" },
    });
    await db().update(people).set({ status: "closed" }).where(eq(people.id, team));
    await db().insert(deals).values({
      personId: team,
      valueCents: 1_200_000,
      product: "cohort_program",
      closedAt: NOW,
      updatedAt: NOW,
    });
    const sent = await (
      await callRoute(invoiceApi, {
        path: `/api/admin/people/${team}/invoice`,
        method: "POST",
        body: { amountCents: 500_000 },
        headers: { cookie: f.cookie },
      })
    ).json();
    await deliver(stripeEvent("invoice.paid", { id: sent.invoiceId, object: "invoice", status: "paid" }));

    const insights = await (
      await callRoute(insightsApi, {
        path: `/api/admin/insights?from=${today}&to=${today}`,
        headers: { cookie: f.cookie },
      })
    ).json();
    const row = (c: string) => insights.campaigns.find((r: { campaign: string }) => r.campaign === c);
    expect(row("money-card")).toMatchObject({
      revenue: 395,
      cardRevenue: 395,
      invoiceRevenue: 0,
      typedRevenue: 0,
    });
    expect(row("money-team")).toMatchObject({
      revenue: 12_000,
      cardRevenue: 0,
      invoiceRevenue: 5_000,
      typedRevenue: 7_000,
    });
    const csv = await (
      await callRoute(insightsCsv, {
        path: `/api/admin/insights.csv?from=${today}&to=${today}`,
        headers: { cookie: f.cookie },
      })
    ).text();
    expect(csv).toContain(",campaign,money-card,");
    expect(csv.split("\r\n").find((l) => l.includes(",campaign,money-team,"))).toMatch(
      /,12000\.00,0\.00,5000\.00,7000\.00$/,
    );
  });
});
