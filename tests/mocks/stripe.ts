import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Stripe from "stripe";
import { stripeLists } from "./stripe-lists";

/**
 * A loopback stand-in for the Stripe API (the boundary we replace: the payment provider), serving
 * only the calls the product makes: Checkout Sessions create, refunds create, customers list and
 * create, invoice items create, invoices create/finalize/send/void. It answers as Stripe does (form
 * bodies in, JSON objects out, the same answer for a repeated Idempotency-Key) and keeps every call
 * in `calls`. Its sessions' `url` is its own checkout page: "Pay" delivers the signed
 * checkout.session.completed to `webhookUrl` (when set) and goes to the session's success_url.
 */

export type StripeCall = {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey?: string;
};

/** Stripe's form encoding (a[b][0][c]=v) read back into objects; list indexes stay object keys. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.match(/[^[\]]+/g) ?? [key];
    let node = out as Record<string, unknown>;
    path.forEach((seg, i) => {
      if (i === path.length - 1) node[seg] = value;
      else node = (node[seg] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

type Session = Record<string, unknown> & { id: string; url: string; amount_total: number };

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe(
  opts: { webhookUrl?: string; webhookSecret?: string; port?: number } = {},
) {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Session>();
  const customers: Array<{ id: string; object: "customer"; email: string; name?: string }> = [];
  const invoices = new Map<string, Record<string, unknown>>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const failing = new Map<string, number>();
  // Calls to leave unanswered (a provider that hangs), each with its arrival's resolver.
  const hanging = new Map<string, () => void>();
  // Calls answered late (a slow provider): the delay in ms, for the next `times` calls.
  const slow = new Map<string, { ms: number; times: number }>();
  // Calls carried out and then cut off before the answer (the connection drops after success).
  const dropping = new Map<string, number>();
  // Calls carried out and then left unanswered (the caller dies waiting), with their resolvers.
  const stalling = new Map<string, () => void>();
  // Money as Stripe keeps it: each payment's amount and refunded total, and every refund.
  const payments = new Map<string, { amount: number; refunded: number; currency: string }>();
  const refunds: Array<
    Record<string, unknown> & { id: string; amount: number; payment_intent: string; created: number }
  > = [];
  let n = 0;
  let base = "";
  const next = (prefix: string) => `${prefix}_test_${++n}`;
  // The reconciliation's reads of sessions and invoices, in a module of their own.
  const lists = stripeLists({ sessions, invoices: invoices as never, payments, next, nowS, listPage });

  function handle(
    method: string,
    path: string,
    params: Record<string, unknown>,
  ): { status: number; body: unknown } {
    const key = `${method} ${path}`;
    const fails = failing.get(key) ?? 0;
    if (fails > 0) {
      failing.set(key, fails - 1);
      return { status: 500, body: { error: { type: "api_error", message: "The fake was told to fail." } } };
    }
    const listed = lists.answer(method, path, params);
    if (listed) return listed;
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = next("cs");
      const item = (params.line_items as Record<string, Record<string, Record<string, string>>>)["0"];
      const session: Session = {
        id,
        object: "checkout.session",
        url: `${base}/pay/${id}`,
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        amount_total: Number(item.price_data.unit_amount) * Number(item.quantity ?? 1),
        currency: "usd",
        customer_email: params.customer_email,
        client_reference_id: params.client_reference_id,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        expires_at: Number(params.expires_at),
        payment_intent: null,
        created: nowS(),
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const pi = String(params.payment_intent);
      const payment = payments.get(pi);
      if (!payment)
        return {
          status: 404,
          body: { error: { type: "invalid_request_error", message: `No such payment_intent: '${pi}'` } },
        };
      const amount = params.amount === undefined ? payment.amount - payment.refunded : Number(params.amount);
      if (amount > payment.amount - payment.refunded)
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              code: "charge_already_refunded",
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${payment.amount - payment.refunded})`,
            },
          },
        };
      payment.refunded += amount;
      const refund = {
        id: next("re"),
        object: "refund",
        amount,
        currency: payment.currency,
        payment_intent: pi,
        charge: chargeOf(pi),
        status: "succeeded",
        metadata: params.metadata ?? {},
        created: nowS(),
      };
      refunds.push(refund);
      const expand = Object.values((params.expand as Record<string, string>) ?? {});
      return {
        status: 200,
        body: expand.includes("charge") ? { ...refund, charge: chargeObject(pi) } : refund,
      };
    }
    if (method === "GET" && path === "/v1/refunds") {
      const data = refunds
        .filter((r) => !params.payment_intent || r.payment_intent === params.payment_intent)
        .filter(
          (r) => !params.created || r.created >= Number((params.created as Record<string, string>).gte ?? 0),
        )
        .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
      return listPage("/v1/refunds", data, params);
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && intent) {
      const payment = payments.get(intent[1]);
      if (!payment)
        return {
          status: 404,
          body: { error: { type: "invalid_request_error", message: "No such payment_intent" } },
        };
      const expand = Object.values((params.expand as Record<string, string>) ?? {});
      return {
        status: 200,
        body: {
          id: intent[1],
          object: "payment_intent",
          amount: payment.amount,
          currency: payment.currency,
          status: "succeeded",
          latest_charge: expand.includes("latest_charge") ? chargeObject(intent[1]) : chargeOf(intent[1]),
        },
      };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === "POST" && expire) {
      const session = sessions.get(expire[1]);
      if (!session)
        return {
          status: 404,
          body: { error: { type: "invalid_request_error", message: "No such checkout.session" } },
        };
      if (session.status !== "open")
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
            },
          },
        };
      session.status = "expired";
      return { status: 200, body: { ...session } };
    }
    if (method === "GET" && path === "/v1/customers") {
      const data = customers.filter((c) => !params.email || c.email === params.email).slice(0, 1);
      return { status: 200, body: { object: "list", url: "/v1/customers", has_more: false, data } };
    }
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: next("cus"),
        object: "customer" as const,
        email: String(params.email),
        name: params.name as string,
      };
      customers.push(customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/invoices") {
      const id = next("in");
      const invoice = {
        id,
        object: "invoice",
        customer: params.customer,
        status: "draft",
        collection_method: params.collection_method,
        days_until_due: Number(params.days_until_due),
        metadata: params.metadata ?? {},
        hosted_invoice_url: null,
        lines: { object: "list", data: [] as unknown[] },
        amount_due: 0,
        created: nowS(),
      };
      invoices.set(id, invoice);
      return { status: 200, body: invoice };
    }
    if (method === "POST" && path === "/v1/invoiceitems") {
      const invoice = invoices.get(String(params.invoice));
      if (!invoice)
        return {
          status: 404,
          body: { error: { type: "invalid_request_error", message: "No such invoice" } },
        };
      const item = {
        id: next("ii"),
        object: "invoiceitem",
        amount: Number(params.amount),
        description: params.description,
      };
      (invoice.lines as { data: unknown[] }).data.push(item);
      invoice.amount_due = Number(invoice.amount_due) + Number(params.amount);
      return { status: 200, body: item };
    }
    const action = /^\/v1\/invoices\/([^/]+)\/(finalize|send|void)$/.exec(path);
    if (method === "POST" && action) {
      const invoice = invoices.get(action[1]);
      if (!invoice)
        return {
          status: 404,
          body: { error: { type: "invalid_request_error", message: "No such invoice" } },
        };
      if (action[2] === "void") {
        // Stripe voids only an open invoice.
        if (invoice.status !== "open")
          return {
            status: 400,
            body: {
              error: {
                type: "invalid_request_error",
                message: `You can only pass in open invoices. This invoice isn't open.`,
              },
            },
          };
        invoice.status = "void";
        return { status: 200, body: invoice };
      }
      invoice.status = "open";
      invoice.hosted_invoice_url = `${base}/invoice/${action[1]}`;
      return { status: 200, body: invoice };
    }
    return {
      status: 404,
      body: {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  /** Stripe's hosted receipt: what was paid and, as Stripe keeps it up to date, what was refunded. */
  function receiptPage(res: ServerResponse, pi: string) {
    const p = payments.get(pi);
    if (!p) return void res.writeHead(404).end("No such receipt");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><title>Fake Receipt</title><main><h1>Receipt</h1>` +
        `<p>Paid ${(p.amount / 100).toFixed(2)} USD</p><p>Refunded ${(p.refunded / 100).toFixed(2)} USD</p></main></html>`,
    );
  }

  async function checkoutPage(req: IncomingMessage, res: ServerResponse, id: string) {
    const session = sessions.get(id);
    if (!session) return void res.writeHead(404).end("No such session");
    if (req.method === "GET") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return void res.end(
        `<!doctype html><html lang="en"><title>Fake Checkout</title><main><h1>Pay ${(session.amount_total / 100).toFixed(2)} USD</h1>` +
          `<form method="post"><button type="submit">Pay</button></form></main></html>`,
      );
    }
    const paid = pay(id);
    if (opts.webhookUrl && opts.webhookSecret)
      await deliver(opts.webhookUrl, opts.webhookSecret, event("checkout.session.completed", paid));
    res.writeHead(303, { Location: String(session.success_url) }).end();
  }

  /** The session paid (as Stripe's page would): its payment and status set. */
  function pay(id: string): Session {
    const session = sessions.get(id)!;
    const pi = `pi_for_${id}`;
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: pi });
    payments.set(pi, { amount: session.amount_total, refunded: 0, currency: String(session.currency) });
    return { ...session };
  }

  const chargeOf = (pi: string) => `ch_for_${pi.replace(/^pi_for_/, "")}`;
  /** A payment's charge as Stripe shows it: its amount and what has been refunded of it. */
  function chargeObject(pi: string) {
    const p = payments.get(pi)!;
    return {
      id: chargeOf(pi),
      object: "charge",
      amount: p.amount,
      amount_refunded: p.refunded,
      refunded: p.refunded >= p.amount,
      currency: p.currency,
      payment_intent: pi,
      receipt_url: `${base}/receipts/${chargeOf(pi)}`,
    };
  }

  /** A refund made in Stripe's dashboard (no webhook is sent): the charge it leaves, for a webhook if wanted. */
  function refundInDashboard(pi: string, amount: number) {
    const p = payments.get(pi)!;
    p.refunded += amount;
    refunds.push({
      id: next("re"),
      object: "refund",
      amount,
      currency: p.currency,
      payment_intent: pi,
      charge: chargeOf(pi),
      status: "succeeded",
      metadata: {},
      created: nowS(),
    });
    return chargeObject(pi);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (page) return checkoutPage(req, res, page[1]);
    const receipt = /^\/receipts\/ch_for_([^/]+)$/.exec(url.pathname);
    if (receipt) return receiptPage(res, `pi_for_${receipt[1]}`);
    const body = await readBody(req);
    const params = req.method === "GET" ? parseForm(url.searchParams.toString()) : parseForm(body);
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    calls.push({ method: req.method ?? "GET", path: url.pathname, params, idempotencyKey });
    const arrived = hanging.get(`${req.method} ${url.pathname}`);
    if (arrived) {
      hanging.delete(`${req.method} ${url.pathname}`);
      return arrived(); // never answered: the caller waits until it gives up or dies
    }
    const replayKey = idempotencyKey && `${req.method} ${url.pathname} ${idempotencyKey}`;
    const reply = (replayKey && replies.get(replayKey)) || handle(req.method ?? "GET", url.pathname, params);
    if (replayKey && reply.status < 500) replies.set(replayKey, reply);
    const callKey = `${req.method} ${url.pathname}`;
    const lag = slow.get(callKey);
    if (lag) {
      if (--lag.times <= 0) slow.delete(callKey);
      await new Promise((resolve) => setTimeout(resolve, lag.ms));
    }
    const madeThenHang = stalling.get(callKey);
    if (madeThenHang) {
      stalling.delete(callKey);
      return madeThenHang(); // done at "Stripe", and the caller waits for an answer that never comes
    }
    const drops = dropping.get(callKey) ?? 0;
    if (drops > 0) {
      dropping.set(callKey, drops - 1);
      return void req.socket.destroy(); // done at "Stripe", and the answer never arrives
    }
    res.writeHead(reply.status, { "Content-Type": "application/json", "Request-Id": `req_${n}` });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;

  return {
    base,
    calls,
    sessions,
    /** The calls to one path (e.g. "/v1/refunds"). */
    callsTo: (path: string, method = "POST") => calls.filter((c) => c.path === path && c.method === method),
    /** The next `times` calls of this method and path answer 500 (Stripe down). */
    failNext: (method: string, path: string, times = 1) => failing.set(`${method} ${path}`, times),
    pay,
    refunds,
    /** A payment's charge as Stripe shows it now (amount_refunded). */
    charge: chargeObject,
    refundInDashboard,
    /** A payment Stripe holds (for a test that records its order by hand). */
    addPayment: (pi: string, amount: number, currency = "usd") =>
      void payments.set(pi, { amount, refunded: 0, currency }),
    /** The next `times` calls of this method and path are answered after `ms`. */
    slowNext: (method: string, path: string, ms: number, times = 1) =>
      slow.set(`${method} ${path}`, { ms, times }),
    /** The next `times` calls are carried out, then their connection drops before the answer. */
    dropNext: (method: string, path: string, times = 1) => dropping.set(`${method} ${path}`, times),
    /** The next call is carried out and then never answered; resolves once it is done at "Stripe". */
    madeThenHangNext: (method: string, path: string) =>
      new Promise<void>((resolve) => stalling.set(`${method} ${path}`, resolve)),
    /** The reconciliation's reads: sessions and invoices listed, payments elsewhere, invoices paid, paging. */
    lists,
    /** The next call of this method and path is never answered; resolves when it arrives. */
    hangNext: (method: string, path: string) =>
      new Promise<void>((resolve) => hanging.set(`${method} ${path}`, resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const nowS = () => Math.floor(Date.now() / 1000);

/** One page of a Stripe list (newest first), after `starting_after`, `limit` long (10 by default). */
function listPage(url: string, all: Array<{ id: string }>, params: Record<string, unknown>) {
  const after = params.starting_after ? all.findIndex((o) => o.id === params.starting_after) + 1 : 0;
  const limit = Number(params.limit ?? 10);
  const data = all.slice(after, after + limit);
  return { status: 200, body: { object: "list", url, has_more: after + limit < all.length, data } };
}

let eventCount = 0;

/** A Stripe event of `type` about `object`, shaped as Stripe sends it. */
export function event(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${++eventCount}_${Date.now()}`,
) {
  return {
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    data: { object },
  };
}

/** Stripe's Stripe-Signature for `payload` at `unixSeconds` (t=…,v1=HMAC-SHA256 of "t.payload"). */
export const signature = (payload: string, secret: string, unixSeconds: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: unixSeconds });

/** Delivers an event to the webhook as Stripe would, signed now (the real clock). */
export async function deliver(
  url: string,
  secret: string,
  body: unknown,
  unixSeconds = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify(body);
  return fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Stripe-Signature": signature(payload, secret, unixSeconds),
    },
    body: payload,
  });
}
