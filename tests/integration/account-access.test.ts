/**
 * The client's page behind its gate (docs/product/account.md): every /account page and
 * /api/account endpoint of the route table, read from the table so a route added there joins, with
 * four identities (none, client A, client B, an admin); every id in B's records tried with A's
 * cookie; and a seat cancelled by its client, refunded by the terms through the fake Stripe.
 */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  assessmentResponses,
  bookings,
  clientErasureRequests,
  eventRegistrations,
  newsletterSubscribers,
  outbox,
  paymentInvoices,
  paymentOrders,
  paymentRefunds,
  sequenceEnrollments,
  sequences,
} from "~/db/schema";
import { createClientSession } from "~/features/account/client-session.server";
import { isClientGate } from "~/features/account/gates.server";
import { HTTP_METHODS } from "~/features/security/gates.server";
import { setupTestDatabase } from "../setup/db";
import { adminCookie, cookiePair } from "../setup/admin-session";
import { insertEvent } from "../setup/events";
import { loadRouteTable, type TableRoute } from "../setup/route-table";
import { DAY, NOW, PRICE, paymentsFixture } from "./payments-fixture";
import { accountFixture, clientCookie, send } from "./account-fixture";

setupTestDatabase();
accountFixture();
const pay = paymentsFixture();

const table = await loadRouteTable();
const chainOf = (route: TableRoute): TableRoute[] => {
  const parent = table.find((r) => r.id === route.parentId);
  return parent ? [...chainOf(parent), route] : [route];
};
/** Every route behind a client gate (a layout's or its own). */
const clientRoutes = table.filter(
  (r) => r.isLeaf && chainOf(r).some((c) => (c.module.middleware ?? []).some(isClientGate)),
);
const apiRoutes = clientRoutes.filter((r) => r.path.startsWith("/api/"));
const pageRoutes = clientRoutes.filter((r) => !r.path.startsWith("/api/"));

type Holdings = Awaited<ReturnType<typeof holdings>>;
type Kind = "registration" | "booking" | "enrolment" | "order";
/** Which of a client's rows a route's `:id` names. */
const kindOf = (path: string): Kind | undefined =>
  path.includes("/seats/")
    ? "registration"
    : path.includes("/calls/")
      ? "booking"
      : path.includes("/sequences/")
        ? "enrolment"
        : path.includes("/receipts/")
          ? "order"
          : undefined;

/** A client with one of everything: a paid seat, a booked call, a follow-up sequence, an invoice, an assessment, the newsletter. */
async function holdings(email: string, label: string, daysAhead = 10) {
  const event = await insertEvent({
    title: `${label} Workshop`,
    priceCents: PRICE,
    startsAt: new Date(NOW.getTime() + daysAhead * DAY),
  });
  const { completed } = await pay.buy(event.id, email);
  expect((await pay.deliver(completed)).status).toBe(200);
  const person = await pay.personOf(email);
  const [registration] = await db()
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.personId, person.id), eq(eventRegistrations.eventId, event.id)));
  const start = new Date(NOW.getTime() + 3 * DAY);
  const [booking] = await db()
    .insert(bookings)
    .values({
      inviteeUri: `https://api.calendly.com/invitees/${label}`,
      personId: person.id,
      eventUri: `https://api.calendly.com/events/${label}`,
      eventName: `${label} Strategy Call`,
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      bookedAt: NOW,
    })
    .returning();
  const [sequence] = await db()
    .insert(sequences)
    .values({ name: `${label} Follow-up`, trigger: { kind: "webinar" } })
    .returning();
  const [enrolment] = await db()
    .insert(sequenceEnrollments)
    .values({ sequenceId: sequence.id, personId: person.id, status: "active", dueFrom: NOW, enrolledAt: NOW })
    .returning();
  const [invoice] = await db()
    .insert(paymentInvoices)
    .values({
      personId: person.id,
      amountCents: 250_000,
      description: `${label} team training`,
      status: "open",
      hostedInvoiceUrl: `https://invoice.stripe.com/i/${label}`,
    })
    .returning();
  const [assessment] = await db()
    .insert(assessmentResponses)
    .values({
      name: label,
      email,
      company: `${label} Corp`,
      jobTitle: "VP",
      role: "Operations",
      teamSize: "51-200",
      trainingFor: "Your team",
      currentAcumen: "Intermediate",
      dataConfidence: "Some",
      challenges: "Cash",
      knowledgeAnswers: {},
      knowledgeScore: 35,
      awarenessAnswers: {},
      awarenessScore: 15,
      topicInterests: {},
      urgency: "Soon",
      formatPreferences: "Coaching",
      recommendedLevel: 2,
      personId: person.id,
    })
    .returning();
  await db().insert(newsletterSubscribers).values({ email, state: "confirmed", personId: person.id });
  const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.personId, person.id));
  const ids: Record<Kind, number> = {
    registration: registration.id,
    booking: booking.id,
    enrolment: enrolment.id,
    order: order.id,
  };
  return {
    person,
    event,
    ids,
    invoice,
    assessment,
    strings: [
      email,
      `${label} Workshop`,
      `${label} Strategy Call`,
      `${label} Follow-up`,
      `${label} team training`,
      assessment.id,
    ],
  };
}

/** A fresh session of the person, made directly: the matrix's writes (a sign-out) end only their own. */
const sessionOf = async (h: Holdings) =>
  cookiePair(await createClientSession(new Request("http://localhost/"), h.person.id));

const pathFor = (pattern: string, h: Holdings) => {
  const kind = kindOf(pattern);
  return pattern.replace(":id", String(kind ? h.ids[kind] : 0)).replace("*", "not-a-route");
};
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);
const apiSend = (method: string, path: string, cookie?: string) =>
  send(path, { method, cookie, ...(BODY_METHODS.has(method) ? { json: {} } : {}) });

describe("the access matrix over every client route", () => {
  it("reads the routes from the table: the page, its files and actions, and the API", () => {
    for (const path of [
      "/account",
      "/account/seats/:id/cancel",
      "/account/seats/:id/invite.ics",
      "/account/calls/:id/invite.ics",
      "/account/data.json",
    ])
      expect(pageRoutes.map((r) => r.path)).toContain(path);
    for (const path of [
      "/api/account",
      "/api/account/seats/:id/cancel",
      "/api/account/newsletter",
      "/api/account/sequences/:id",
      "/api/account/erasure",
      "/api/account/export",
      "/api/account/sign-out",
      "/api/account/*",
    ])
      expect(apiRoutes.map((r) => r.path)).toContain(path);
    // The sign-in form, its link and its JSON twin stay open.
    for (const open of ["/account/sign-in", "/account/link", "/api/account/sign-in"])
      expect(clientRoutes.map((r) => r.path)).not.toContain(open);
  });

  it("answers every /api/account method 401 without a client session and with an admin's, an answer with the client's", async () => {
    const m = await holdings("matrix-api@example.com", "MatrixApi");
    const admin = await adminCookie();
    for (const route of apiRoutes)
      for (const method of HTTP_METHODS) {
        const path = pathFor(route.path, m);
        for (const cookie of [undefined, admin]) {
          const refused = await apiSend(method, path, cookie);
          expect(refused.status, `${method} ${path}`).toBe(401);
          expect(refused.headers.get("cache-control")).toBe("no-store");
          expect(await refused.json()).toEqual({ error: "Sign in to your page first." });
        }
        const answered = await apiSend(method, path, await sessionOf(m));
        expect(answered.status, `${method} ${path}`).not.toBe(401);
        expect(answered.status, `${method} ${path}`).toBeLessThan(500);
        expect(answered.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
      }
  });

  it("sends every /account page to the sign-in form without a client session and with an admin's, and runs no action", async () => {
    const m = await holdings("matrix-page@example.com", "MatrixPage");
    const admin = await adminCookie();
    for (const route of pageRoutes) {
      const path = pathFor(route.path, m);
      for (const cookie of [undefined, admin]) {
        for (const request of [
          send(path, { cookie }),
          send(`${path}${route.index ? "?index" : ""}`, {
            cookie,
            form: { intent: "erasure", refundCents: "0" },
          }),
        ]) {
          const refused = await request;
          expect(refused.status, path).toBe(302);
          expect(refused.headers.get("location")).toBe("/account/sign-in");
        }
        const data = await send(`${path}.data`, { cookie });
        expect(await data.text(), path).not.toContain("matrix-page@example.com");
      }
      const answered = await send(path, { cookie: await sessionOf(m) });
      // The receipt's page answers with Stripe's receipt (a redirect there), every other with itself.
      expect(answered.status, path).toBe(kindOf(route.path) === "order" ? 303 : 200);
    }
    expect(
      await db().select().from(clientErasureRequests).where(eq(clientErasureRequests.personId, m.person.id)),
    ).toEqual([]);
    const [seat] = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, m.ids.registration));
    expect(seat.status).toBe("confirmed");
  });

  it("opens nothing of the admin's with a client's cookie", async () => {
    const m = await holdings("matrix-admin@example.com", "MatrixAdmin");
    const cookie = await sessionOf(m);
    for (const path of [
      "/api/admin/people",
      `/api/admin/people/${m.person.id}`,
      "/api/leads",
      "/api/admin/outbox",
    ])
      expect((await send(path, { cookie })).status, path).toBe(401);
    for (const path of ["/admin/people.data", `/admin/people/${m.person.id}.data`])
      expect((await send(path, { cookie })).status, path).toBe(401);
  });
});

describe("client A and client B", () => {
  it("gives A nothing of B's: every id in B's records, on every client route and method, is not found and changes nothing", async () => {
    const a = await holdings("client-a@example.com", "Alpha");
    const b = await holdings("client-b@example.com", "Bravo");
    const cookieA = await clientCookie("client-a@example.com");
    const bIds = [...new Set([...Object.values(b.ids), b.invoice.id, b.person.id])];
    const idRoutes = clientRoutes.filter((r) => r.path.includes(":id"));
    expect(idRoutes.length).toBeGreaterThanOrEqual(5);
    let tried = 0;
    for (const route of idRoutes) {
      const kind = kindOf(route.path)!;
      for (const id of bIds) {
        // An id that is A's own row of this kind is A's: not one of B's to try.
        if (a.ids[kind] === id) continue;
        const path = route.path.replace(":id", String(id));
        const methods = route.path.startsWith("/api/") ? HTTP_METHODS : (["GET", "POST"] as const);
        for (const method of methods) {
          const res = route.path.startsWith("/api/")
            ? await send(path, {
                method,
                cookie: cookieA,
                ...(BODY_METHODS.has(method) ? { json: { refundCents: PRICE } } : {}),
              })
            : await send(path, {
                method,
                cookie: cookieA,
                ...(method === "POST" ? { form: { refundCents: String(PRICE) } } : {}),
              });
          tried++;
          expect([404, 405], `${method} ${path}`).toContain(res.status);
          expect(await res.text(), `${method} ${path}`).not.toContain("client-b@example.com");
        }
      }
    }
    // Each route with each of its methods, at least once.
    expect(tried).toBeGreaterThanOrEqual(idRoutes.length * 2);
    // The same rows answer their own client: the 404s above are the ownership check's.
    const cookieB = await clientCookie("client-b@example.com");
    expect((await send(`/api/account/seats/${b.ids.registration}/cancel`, { cookie: cookieB })).status).toBe(
      200,
    );
    expect((await send(`/account/calls/${b.ids.booking}/invite.ics`, { cookie: cookieB })).status).toBe(200);
    expect((await send(`/account/receipts/${b.ids.order}`, { cookie: cookieB })).status).toBe(303);
    // B's records as they were.
    const [seat] = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, b.ids.registration));
    expect(seat.status).toBe("confirmed");
    const [enrolment] = await db()
      .select()
      .from(sequenceEnrollments)
      .where(eq(sequenceEnrollments.id, b.ids.enrolment));
    expect(enrolment.status).toBe("active");
    expect(await db().select().from(paymentRefunds)).toEqual([]);
    expect(pay.fake.refunds).toHaveLength(0);

    // A's page and A's data hold A's and none of B's.
    const page = await (await send("/account.data", { cookie: cookieA })).text();
    const api = await (await send("/api/account", { cookie: cookieA })).text();
    const file = await (await send("/account/data.json", { cookie: cookieA })).text();
    for (const text of [page, api, file]) {
      for (const mine of a.strings.slice(0, 5)) expect(text).toContain(mine);
      for (const theirs of b.strings) expect(text).not.toContain(theirs);
    }
  });
});

describe("what a client does on their page", () => {
  it("cancels a paid seat 10 days ahead: the terms shown, then the full refund through Stripe", async () => {
    const c = await holdings("cancel-full@example.com", "Full", 10);
    const cookie = await clientCookie("cancel-full@example.com");
    const path = `/api/account/seats/${c.ids.registration}/cancel`;
    const terms = await (await send(path, { cookie })).json();
    expect(terms).toMatchObject({
      paidCents: PRICE,
      refundCents: PRICE,
      terms: expect.stringContaining("$495 back"),
    });

    // Other terms than today's: refused, nothing done.
    const stale = await send(path, { cookie, json: { refundCents: PRICE / 2 } });
    expect(stale.status).toBe(409);
    expect(pay.fake.refunds).toHaveLength(0);
    expect((await send(path, { cookie, json: { refundCents: -1 } })).status).toBe(400);

    const done = await send(path, { cookie, json: { refundCents: PRICE } });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ cancelled: true, refundedCents: PRICE });
    const refund = pay.fake.refunds.at(-1)!;
    expect(refund).toMatchObject({ amount: PRICE, metadata: expect.objectContaining({ reason: "client" }) });
    const [claim] = await db().select().from(paymentRefunds);
    expect(claim).toMatchObject({ reason: "client", status: "succeeded", amountCents: PRICE });
    const [seat] = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, c.ids.registration));
    expect(seat.status).toBe("cancelled");
    expect(await pay.mailsTo("cancel-full@example.com", "payment-refund")).toHaveLength(1);
    // The cancellation says who cancelled: the client themself, not the owner.
    const [cancelled] = await pay.mailsTo("cancel-full@example.com", "webinar-cancelled");
    expect(cancelled.text).toContain("Thanks for letting us know.");
    const overview = JSON.stringify(await (await send("/api/account", { cookie })).json());
    expect(overview).toContain("Refund of $495: refunded");
    // Cancelled once: the second try finds no seat to cancel.
    expect((await send(path, { cookie, json: { refundCents: PRICE } })).status).toBe(409);
    expect(pay.fake.refunds.filter((r) => r.payment_intent === refund.payment_intent)).toHaveLength(1);
  });

  it("cancels from the page 3 days ahead: half back, by the terms the page showed", async () => {
    const c = await holdings("cancel-half@example.com", "Half", 3);
    const cookie = await clientCookie("cancel-half@example.com");
    const path = `/account/seats/${c.ids.registration}/cancel`;
    expect(await (await send(`${path}.data`, { cookie })).text()).toContain("$247.50 back");
    const before = pay.fake.refunds.length;
    const done = await send(path, { cookie, form: { refundCents: String(PRICE / 2) } });
    expect(done.status).toBe(200);
    expect(pay.fake.refunds).toHaveLength(before + 1);
    expect(pay.fake.refunds.at(-1)!.amount).toBe(PRICE / 2);
    const [seat] = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, c.ids.registration));
    expect(seat.status).toBe("cancelled");
  });

  it("cancels a seat a day ahead with no refund due and no call to Stripe, and a free seat", async () => {
    const late = await holdings("cancel-late@example.com", "Late", 1);
    const cookie = await clientCookie("cancel-late@example.com");
    const before = pay.fake.refunds.length;
    const res = await send(`/api/account/seats/${late.ids.registration}/cancel`, {
      cookie,
      json: { refundCents: 0 },
    });
    expect(await res.json()).toEqual({ cancelled: true, refundedCents: 0 });
    expect(pay.fake.refunds).toHaveLength(before);

    const free = await insertEvent({ title: "Free Webinar", startsAt: new Date(NOW.getTime() + 5 * DAY) });
    await pay.register(free.id, "cancel-late@example.com");
    const [place] = await db()
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, free.id), eq(eventRegistrations.personId, late.person.id)));
    const terms = await (await send(`/api/account/seats/${place.id}/cancel`, { cookie })).json();
    expect(terms).toMatchObject({
      paidCents: 0,
      refundCents: 0,
      terms: "This seat is free: nothing to refund.",
    });
    expect(
      (await send(`/api/account/seats/${place.id}/cancel`, { cookie, json: { refundCents: 0 } })).status,
    ).toBe(200);
    const [after] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, place.id));
    expect(after.status).toBe("cancelled");
  });

  it("opens Stripe's receipt of the client's own payment, up to date with its refund, and says so when Stripe does not answer", async () => {
    const c = await holdings("receipt@example.com", "Receipt");
    const cookie = await clientCookie("receipt@example.com");
    const overview = JSON.stringify(await (await send("/api/account", { cookie })).json());
    const path = `/account/receipts/${c.ids.order}`;
    expect(overview).toContain(`{"label":"View the receipt","href":"${path}"}`);
    // The invoice has its own hosted page: no second receipt link for it.
    expect(overview.match(/View the receipt/g)).toHaveLength(1);

    const res = await send(path, { cookie });
    expect(res.status).toBe(303);
    const receipt = res.headers.get("location")!;
    expect(receipt.startsWith(`${pay.fake.base}/receipts/`)).toBe(true);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await (await fetch(receipt)).text()).toContain("Paid 495.00 USD");

    // Refunded at Stripe: the same link, and Stripe's page shows the refund (asked, not stored).
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, c.ids.order));
    pay.fake.refundInDashboard(order.paymentIntentId!, PRICE);
    const again = await send(path, { cookie });
    expect(again.headers.get("location")).toBe(receipt);
    expect(await (await fetch(receipt)).text()).toContain("Refunded 495.00 USD");

    // Stripe down: a page that says to try again, not an error screen.
    pay.fake.failNext("GET", `/v1/payment_intents/${order.paymentIntentId}`, 2);
    const down = await send(`${path}.data`, { cookie });
    expect(down.status).toBe(503);
    expect(await down.text()).toContain("Stripe did not answer just now: try the receipt again in a minute.");
    // Unknown and malformed ids: not found.
    expect((await send("/account/receipts/999999", { cookie })).status).toBe(404);
    expect((await send("/account/receipts/x", { cookie })).status).toBe(404);
  });

  it("gives the seat's and the call's calendar files", async () => {
    const c = await holdings("calendar@example.com", "Calendar");
    const cookie = await clientCookie("calendar@example.com");
    const seat = await send(`/account/seats/${c.ids.registration}/invite.ics`, { cookie });
    expect(seat.headers.get("content-type")).toMatch(/text\/calendar/);
    const text = await seat.text();
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).toContain("Calendar Workshop");
    const invite = (await pay.mailsTo("calendar@example.com", "webinar-confirmation"))[0].attachments[0]
      .content;
    expect(text).toContain(/UID:[^\r\n]+/.exec(invite)![0]);
    const call = await (await send(`/account/calls/${c.ids.booking}/invite.ics`, { cookie })).text();
    expect(call).toContain("Calendar Strategy Call");
  });

  it("refuses what the page's forms never post with 400, and does nothing", async () => {
    const c = await holdings("bad-input@example.com", "BadInput");
    const cookie = await clientCookie("bad-input@example.com");
    const cancel = `/account/seats/${c.ids.registration}/cancel`;
    for (const res of [
      await send("/account?index", { cookie, json: { intent: "erasure" } }),
      await send("/account?index", { cookie, form: { intent: "nothing-we-offer" } }),
      await send(cancel, { cookie, json: { refundCents: PRICE } }),
      await send(cancel, { cookie, form: { refundCents: "all of it" } }),
      await send("/account/sign-in", { json: { email: "x@example.com" } }),
    ])
      expect(res.status).toBe(400);
    expect(
      await db().select().from(clientErasureRequests).where(eq(clientErasureRequests.personId, c.person.id)),
    ).toEqual([]);
    const [seat] = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, c.ids.registration));
    expect(seat.status).toBe("confirmed");
  });

  it("turns off the newsletter and one follow-up sequence", async () => {
    const c = await holdings("turn-off@example.com", "TurnOff");
    const cookie = await clientCookie("turn-off@example.com");
    expect((await send("/account?index", { cookie, form: { intent: "newsletter-off" } })).status).toBe(200);
    const [sub] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.personId, c.person.id));
    expect(sub.state).toBe("unsubscribed");
    expect(
      (await send(`/api/account/sequences/${c.ids.enrolment}`, { method: "DELETE", cookie })).status,
    ).toBe(200);
    const [enrolment] = await db()
      .select()
      .from(sequenceEnrollments)
      .where(eq(sequenceEnrollments.id, c.ids.enrolment));
    expect(enrolment).toMatchObject({ status: "exited", exitReason: "unsubscribed" });
    expect(
      (await send(`/api/account/sequences/${c.ids.enrolment}`, { method: "DELETE", cookie })).status,
    ).toBe(404);
    expect(
      (await send("/account?index", { cookie, form: { intent: "sequence-off", id: "abc" } })).status,
    ).toBe(400);
  });

  it("downloads the person's data, and asks for erasure once, the owner told by e-mail", async () => {
    const c = await holdings("erase-me@example.com", "EraseMe");
    const cookie = await clientCookie("erase-me@example.com");
    const file = await send("/api/account/export", { cookie });
    expect(file.headers.get("content-disposition")).toMatch(/attachment/);
    expect((await file.json()).person.email).toBe("erase-me@example.com");

    for (let i = 0; i < 2; i++)
      expect((await send("/account?index", { cookie, form: { intent: "erasure" } })).status).toBe(200);
    expect((await send("/api/account/erasure", { cookie, json: {} })).status).toBe(200);
    const notices = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "account-erasure-request"), eq(outbox.personId, c.person.id)));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: "owner@example.com" });
    expect(notices[0].text).toContain(`/admin/people/${c.person.id}`);
    const asked = await (await send("/api/account/erasure", { cookie })).json();
    expect(asked.requestedAt).toEqual(expect.any(String));
  });
});
