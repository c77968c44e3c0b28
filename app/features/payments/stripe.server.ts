import type Stripe from "stripe";
import { env } from "~/utils/env.server";
import { loadOnFirstUse } from "~/utils/lazy-module.server";

// Loaded when a payment first needs it: the public pages never do (decision 0099; +4 MB of heap).
export const stripePackage = loadOnFirstUse<typeof Stripe>("stripe");

/**
 * The Stripe client (product.md §10.14, decision 0096): the official package, pointed at
 * STRIPE_API_BASE's host, port and protocol when set (tests run a loopback fake there). Undefined
 * without the keys: payments are then not set up.
 */
let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

export const PAYMENTS_NOT_SET_UP =
  "Payments are not set up: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET before publishing a paid event.";
/** The same, for the owner's money writes (a refund, an invoice, a reconciliation). */
export const PAYMENTS_OFF = "Payments are not set up: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.";

export function paymentsConfigured(): boolean {
  const e = env();
  return Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
}

export function stripe(): Stripe | undefined {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key || !paymentsConfigured()) return undefined;
  if (cached?.key === key && cached.base === base) return cached.client;
  const target = base ? new URL(base) : undefined;
  const client = new (stripePackage())(key, {
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === "https:" ? 443 : 80),
      protocol: target.protocol.replace(":", "") as "http" | "https",
    }),
    // Every call we make carries its own Idempotency-Key, so the package's retries are safe.
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  cached = { key, base, client };
  return client;
}

/** The webhook's signing secret, or undefined (the endpoint then does not exist). */
export const webhookSecret = () => (paymentsConfigured() ? env().STRIPE_WEBHOOK_SECRET : undefined);

/**
 * Whether a failed call may have reached Stripe or may succeed if tried again (no answer, a 5xx, a
 * rate limit, a concurrent request with the same key): the claim then stays for another try. A
 * definite refusal (a 4xx about the request itself) does not change by trying again.
 */
export function transientStripeError(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (typeof status !== "number") return true;
  return status >= 500 || status === 409 || status === 429;
}
