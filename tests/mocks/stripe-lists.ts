/**
 * What the fake Stripe (tests/mocks/stripe.ts) answers for the reconciliation's reads: Checkout
 * Sessions, refunds and invoices listed (newest first, `created[gte]`, `status`, `starting_after`,
 * `limit`, `has_more`, at most `pageSize` a page) and retrieved, and a payment intent with its
 * latest charge (`amount_refunded`). It also keeps the fake's objects consistent: every refund the
 * fake makes (through the API, or "in the dashboard" with no webhook) raises its payment's
 * amount_refunded, and each object carries `created` from the fake's clock.
 */

type StripeObject = Record<string, unknown> & { id: string };
type Reply = { status: number; body: unknown };

const notFound = (what: string, id: string): Reply => ({
  status: 404,
  body: {
    error: { type: "invalid_request_error", message: `No such ${what}: '${id}'`, code: "resource_missing" },
  },
});

export function stripeLists(store: {
  sessions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  /** The fake's clock, in milliseconds (the project's clock in tests that move it). */
  clock: () => number;
  next: (prefix: string) => string;
}) {
  const refunds = new Map<string, StripeObject>();
  let pageSize = 100;
  /** Creation order: a tie in `created` lists the later one first, as Stripe does. */
  const order = new Map<string, number>();
  let made = 0;
  const stamp = (o: StripeObject) => {
    o.created ??= Math.floor(store.clock() / 1000);
    if (!order.has(o.id)) order.set(o.id, ++made);
  };

  /** A page of `all` as Stripe lists it: newest first, after `starting_after`, `limit` at most. */
  function page(url: string, all: StripeObject[], params: Record<string, unknown>): Reply {
    const gte = Number((params.created as Record<string, string> | undefined)?.gte ?? -Infinity);
    const sorted = all
      .filter((o) => Number(o.created) >= gte)
      .sort((a, b) => Number(b.created) - Number(a.created) || order.get(b.id)! - order.get(a.id)!);
    const after = params.starting_after ? sorted.findIndex((o) => o.id === params.starting_after) + 1 : 0;
    const limit = Math.min(Number(params.limit ?? 10), pageSize);
    const data = sorted.slice(after, after + limit);
    return { status: 200, body: { object: "list", url, has_more: after + limit < sorted.length, data } };
  }

  const paymentOf = (pi: string) => [...store.sessions.values()].find((s) => s.payment_intent === pi);
  const refundedOf = (pi: string) =>
    [...refunds.values()]
      .filter((r) => r.payment_intent === pi && r.status === "succeeded")
      .reduce((sum, r) => sum + Number(r.amount), 0);

  /** The payment intent of a paid session, with its charge (amount_refunded from the refunds made). */
  function paymentIntent(pi: string) {
    const session = paymentOf(pi);
    if (!session) return undefined;
    const amount = Number(session.amount_total);
    const charge = {
      id: `ch_for_${pi}`,
      object: "charge",
      amount,
      amount_refunded: refundedOf(pi),
      refunded: refundedOf(pi) >= amount,
      currency: session.currency,
      payment_intent: pi,
    };
    return {
      id: pi,
      object: "payment_intent",
      amount,
      currency: session.currency,
      status: "succeeded",
      latest_charge: charge,
    };
  }

  /** A refund made at the fake: kept, its payment's amount_refunded raised. */
  function refund(pi: string, amount: number, metadata: Record<string, unknown> = {}): StripeObject {
    const session = paymentOf(pi);
    const r: StripeObject = {
      id: store.next("re"),
      object: "refund",
      amount,
      currency: session?.currency ?? "usd",
      payment_intent: pi,
      charge: `ch_for_${pi}`,
      status: "succeeded",
      metadata,
    };
    stamp(r);
    refunds.set(r.id, r);
    return r;
  }

  return {
    refunds,
    paymentIntent,
    /** A refund made in Stripe's dashboard: no webhook is ever sent for it. */
    dashboardRefund: (pi: string, amount: number) => refund(pi, amount),
    /**
     * A payment made at Stripe outside our Checkout (a Payment Link, another integration): a complete,
     * paid session with what it names (no order of ours, unless `metadata.orderId` says one).
     */
    paymentElsewhere(fields: {
      amount: number;
      currency?: string;
      metadata?: Record<string, string>;
      reference?: string;
    }) {
      const id = store.next("cs");
      const session: StripeObject = {
        id,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        amount_total: fields.amount,
        currency: fields.currency ?? "usd",
        client_reference_id: fields.reference ?? null,
        metadata: fields.metadata ?? {},
        customer_details: { email: "someone@example.com" },
        payment_intent: `pi_for_${id}`,
      };
      stamp(session);
      store.sessions.set(id, session);
      return session;
    },
    /** An invoice paid by its customer at Stripe (its webhook sent or not, as the test chooses). */
    payInvoice(id: string) {
      const invoice = store.invoices.get(id)!;
      Object.assign(invoice, { status: "paid", amount_paid: Number(invoice.amount_due) });
      return invoice;
    },
    /** At most `n` objects a page from now on (Stripe's is 100), to test paging. */
    setPageSize: (n: number) => {
      pageSize = n;
    },
    /** After the fake answered a call: a new object gets `created`; a refund made is kept. */
    observe(method: string, path: string, reply: Reply) {
      if (method !== "POST" || reply.status >= 400) return;
      const body = reply.body as StripeObject;
      if (path === "/v1/checkout/sessions" || path === "/v1/invoices") stamp(body);
      if (path === "/v1/refunds" && !refunds.has(body.id)) {
        stamp(body);
        body.currency ??= paymentOf(String(body.payment_intent))?.currency ?? "usd";
        refunds.set(body.id, body);
      }
    },
    /** The reads this module serves, or undefined for the fake's other calls. */
    answer(method: string, path: string, params: Record<string, unknown>): Reply | undefined {
      if (method !== "GET") return undefined;
      if (path === "/v1/checkout/sessions") {
        const all = [...store.sessions.values()].filter((s) => !params.status || s.status === params.status);
        all.forEach(stamp);
        return page(path, all, params);
      }
      if (path === "/v1/refunds") {
        const all = [...refunds.values()].filter(
          (r) => !params.payment_intent || r.payment_intent === params.payment_intent,
        );
        return page(path, all, params);
      }
      if (path === "/v1/invoices") {
        const all = [...store.invoices.values()].filter((i) => !params.status || i.status === params.status);
        all.forEach(stamp);
        return page(path, all, params);
      }
      const one = /^\/v1\/(checkout\/sessions|invoices|payment_intents)\/([^/]+)$/.exec(path);
      if (!one) return undefined;
      const [, kind, id] = one;
      if (kind === "checkout/sessions") {
        const s = store.sessions.get(id);
        return s ? { status: 200, body: s } : notFound("checkout.session", id);
      }
      if (kind === "invoices") {
        const i = store.invoices.get(id);
        return i ? { status: 200, body: i } : notFound("invoice", id);
      }
      const pi = paymentIntent(id);
      return pi ? { status: 200, body: pi } : notFound("payment_intent", id);
    },
  };
}
