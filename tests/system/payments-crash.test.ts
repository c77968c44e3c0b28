import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { eventRegistrations, outbox, paymentOrders, stripeEvents } from "~/db/schema";
import { deliver, event as stripeEvent, startFakeStripe, type FakeStripe } from "../mocks/stripe";
import { kill9, startServer, tempDir, type ServerProcess } from "./server-process";

/**
 * Decisions 0096 and 0106 under a crash, on the real built server: Stripe makes a refund and the
 * process is killed with SIGKILL before its answer arrives, so between Stripe's answer and our
 * commit. (1) A late payment's refund, claimed in the webhook's transaction and made after it:
 * restarted, the payment work finds the claim, asks Stripe whether it was made (it was), and applies
 * it: one refund at Stripe, the books equal to Stripe's, one e-mail; Stripe's retry of the webhook
 * changes nothing. (2) The owner's refund: the same, and the owner's retry makes no second refund.
 */

const ADMIN = { email: "payments-admin@example.com", password: "payments-admin-password-123" };
const SECRET = "whsec_system_payments_0123456789";
const PRICE = 49_500;

let fake: FakeStripe | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await kill9(server);
  await fake?.close();
});

const json = { "content-type": "application/json", "x-forwarded-for": "10.90.0.1" };
let ip = 0;
const register = (s: ServerProcess, email: string, eventId: number) =>
  fetch(`${s.url}/api/leads`, {
    method: "POST",
    headers: { ...json, "x-forwarded-for": `10.91.0.${++ip}` },
    body: JSON.stringify({ name: "Pay Er", email, leadType: "webinar", eventId }),
  });

async function signIn(s: ServerProcess) {
  const login = await fetch(`${s.url}/api/admin/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Whether the running server has queued an e-mail of `kind` to `to` (its outbox, through the admin
 * API: the embedded database is the server's alone while it runs). A refund's e-mail is queued in
 * the transaction that applies it.
 */
async function mailed(s: ServerProcess, to: string, kind: string) {
  const res = await fetch(`${s.url}/api/admin/outbox?q=${encodeURIComponent(to)}&pageSize=100`, {
    headers: { cookie: await signIn(s) },
  });
  const rows = (await res.json()) as Array<{ to: string; kind: string }>;
  return rows.some((r) => r.to === to && r.kind === kind);
}

/** Polls `check` every 200 ms for up to 20 s. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("timed out waiting");
}

describe("a refund made at Stripe whose answer never arrives: SIGKILL, restart", () => {
  it("is applied once from Stripe's record, the books equal to Stripe's (PGlite)", async () => {
    fake = await startFakeStripe();
    const dataDir = tempDir("payments-crash-");
    const databaseUrl = path.join(dataDir, "pglite");
    const env = {
      TRUST_PROXY: "1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STRIPE_SECRET_KEY: "sk_test_system_0123456789",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: fake.base,
    };
    server = await startServer({ databaseUrl, dataDir, env });
    const cookie = await signIn(server);
    const made = await fetch(`${server.url}/api/admin/events`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({
        title: "Crash Workshop",
        slug: "crash-workshop",
        summary: "One seat.",
        startsAt: new Date(Math.floor((Date.now() + 10 * 86_400_000) / 60_000) * 60_000).toISOString(),
        timeZone: "America/Los_Angeles",
        durationMinutes: 120,
        capacity: 1,
        host: "Jordan Ellis",
        priceCents: PRICE,
        published: true,
      }),
    });
    expect(made.status).toBe(201);
    const eventId = (await made.json()).id as number;
    const hook = () => `${server!.url}/api/payments/stripe/webhook`;
    const sessionBy = async (res: Response) => {
      const { checkoutUrl } = await res.json();
      return [...fake!.sessions.values()].find((s) => s.url === checkoutUrl)!;
    };

    // A holds the seat, lets it expire; B buys it.
    const a = await sessionBy(await register(server, "a@example.com", eventId));
    expect(
      (await deliver(hook(), SECRET, stripeEvent("checkout.session.expired", { ...a, status: "expired" })))
        .status,
    ).toBe(200);
    const b = await sessionBy(await register(server, "b@example.com", eventId));
    expect(
      (await deliver(hook(), SECRET, stripeEvent("checkout.session.completed", fake.pay(b.id)))).status,
    ).toBe(200);

    // A's payment completes late: the webhook claims its refund and answers; the refund is made at
    // Stripe, whose answer never comes, and the server dies waiting for it.
    const late = stripeEvent("checkout.session.completed", fake.pay(a.id));
    const refundMade = fake.madeThenHangNext("POST", "/v1/refunds");
    const first = await deliver(hook(), SECRET, late);
    expect(await first.json()).toMatchObject({ applied: true, effect: "late, no place: refund claimed" });
    await refundMade;
    await kill9(server);

    server = await startServer({ databaseUrl, dataDir, env });
    // The payment work (a second after the start) settles the claim from what Stripe made.
    const lateIntent = String(fake.sessions.get(a.id)!.payment_intent);
    await until(() => mailed(server!, "a@example.com", "payment-late-refund"));
    expect(await (await deliver(hook(), SECRET, late)).json()).toMatchObject({ applied: false });

    // B's seat: the owner refunds it; Stripe makes the refund, and the server dies before the answer.
    const listed = await fetch(`${server.url}/api/admin/events/${eventId}/registrations?pageSize=100`, {
      headers: { cookie: await signIn(server) },
    });
    const bRegistration = ((await listed.json()) as Array<{ id: number; email: string }>).find(
      (r) => r.email === "b@example.com",
    )!.id;
    const ownerRefundMade = fake.madeThenHangNext("POST", "/v1/refunds");
    const refundPath = () =>
      `${server!.url}/api/admin/events/${eventId}/registrations/${bRegistration}/refund`;
    const cut = fetch(refundPath(), {
      method: "POST",
      headers: { ...json, cookie: await signIn(server) },
    }).then(
      (r) => r.status,
      () => "cut off" as const,
    );
    await ownerRefundMade;
    await kill9(server);
    expect(await cut).toBe("cut off");
    server = await startServer({ databaseUrl, dataDir, env });
    await until(() => mailed(server!, "b@example.com", "payment-refund"));
    // The owner's retry: nothing is left to refund, and Stripe is asked for nothing new.
    const again = await fetch(refundPath(), {
      method: "POST",
      headers: { ...json, cookie: await signIn(server) },
    });
    expect(again.status).toBe(409);
    await server.stop();
    server = undefined;

    // One refund per intent at Stripe, made once each (the restart found it, made none of its own).
    const creates = fake.callsTo("/v1/refunds");
    expect(creates).toHaveLength(2);
    expect(new Set(creates.map((c) => c.idempotencyKey)).size).toBe(2);
    const bIntent = String(fake.sessions.get(b.id)!.payment_intent);
    const conn = await openDatabase(databaseUrl);
    try {
      const db = conn.db;
      expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, late.id))).toHaveLength(1);
      for (const [email, intent] of [
        ["a@example.com", lateIntent],
        ["b@example.com", bIntent],
      ]) {
        const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.email, email));
        // The books equal Stripe's.
        expect(order).toMatchObject({
          status: "refunded",
          paidCents: PRICE,
          refundedCents: fake.charge(intent).amount_refunded,
        });
      }
      expect(fake.charge(lateIntent).amount_refunded).toBe(PRICE);
      const mails = (to: string, kind: string) =>
        db
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));
      expect(await mails("a@example.com", "payment-late-refund")).toHaveLength(1);
      expect(await mails("b@example.com", "payment-refund")).toHaveLength(1);
      expect(
        await db
          .select()
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmed"))),
      ).toHaveLength(0);
    } finally {
      await conn.close();
    }
  }, 600_000);
});
