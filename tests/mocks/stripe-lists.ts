/**
 * What the fake Stripe (tests/mocks/stripe.ts) answers for the reconciliation's reads of Checkout
 * Sessions and invoices: listed (newest first, `created[gte]`, `status`, `starting_after`, `limit`,
 * `has_more`, at most `pageSize` a page) and retrieved; and the money made at Stripe outside our
 * Checkout (a Payment Link) or paid there (an invoice), kept in the fake's own records.
 */

type StripeObject = Record<string, unknown> & { id: string; created?: number };
type Reply = { status: number; body: unknown };

const notFound = (what: string, id: string): Reply => ({
  status: 404,
  body: {
    error: { type: "invalid_request_error", message: `No such ${what}: '${id}'`, code: "resource_missing" },
  },
});

/** The number an id of the fake ends with (`cs_test_12` → 12): its order of creation. */
const made = (o: StripeObject) => Number(/(\d+)$/.exec(o.id)?.[1] ?? 0);

export function stripeLists(fake: {
  sessions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  payments: Map<string, { amount: number; refunded: number; currency: string }>;
  next: (prefix: string) => string;
  nowS: () => number;
  listPage: (url: string, all: Array<{ id: string }>, params: Record<string, unknown>) => Reply;
}) {
  let pageSize = 100;

  /** Stripe's list of `all`: newest first, from `created[gte]`, a page of at most `pageSize`. */
  function list(url: string, all: StripeObject[], params: Record<string, unknown>): Reply {
    const gte = Number((params.created as Record<string, string> | undefined)?.gte ?? -Infinity);
    const data = all
      .filter((o) => (o.created ?? 0) >= gte)
      .sort((a, b) => (b.created ?? 0) - (a.created ?? 0) || made(b) - made(a));
    const limit = Math.min(Number(params.limit ?? 10), pageSize);
    return fake.listPage(url, data, { ...params, limit });
  }

  return {
    /** At most `n` objects a page from now on (Stripe's is 100), to test paging. */
    setPageSize: (n: number) => {
      pageSize = n;
    },
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
      const id = fake.next("cs");
      const currency = fields.currency ?? "usd";
      const session: StripeObject = {
        id,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        amount_total: fields.amount,
        currency,
        client_reference_id: fields.reference ?? null,
        metadata: fields.metadata ?? {},
        customer_details: { email: "someone@example.com" },
        payment_intent: `pi_for_${id}`,
        created: fake.nowS(),
      };
      fake.sessions.set(id, session);
      fake.payments.set(`pi_for_${id}`, { amount: fields.amount, refunded: 0, currency });
      return session;
    },
    /** An invoice paid by its customer at Stripe (its webhook sent or not, as the test chooses). */
    payInvoice(id: string) {
      const invoice = fake.invoices.get(id)!;
      Object.assign(invoice, { status: "paid", amount_paid: Number(invoice.amount_due) });
      return invoice;
    },
    /** The reads this module serves, or undefined for the fake's other calls. */
    answer(method: string, path: string, params: Record<string, unknown>): Reply | undefined {
      if (method !== "GET") return undefined;
      const byStatus = (all: Map<string, StripeObject>) =>
        [...all.values()].filter((o) => !params.status || o.status === params.status);
      if (path === "/v1/checkout/sessions") return list(path, byStatus(fake.sessions), params);
      if (path === "/v1/invoices") return list(path, byStatus(fake.invoices), params);
      const one = /^\/v1\/(checkout\/sessions|invoices)\/([^/]+)$/.exec(path);
      if (!one) return undefined;
      const [, kind, id] = one;
      const found = (kind === "invoices" ? fake.invoices : fake.sessions).get(id);
      return found
        ? { status: 200, body: found }
        : notFound(kind === "invoices" ? "invoice" : "checkout.session", id);
    },
  };
}
