import { existsSync } from "node:fs";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS, edgeEntry } from "../../server/build";

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = path.resolve(".tmp", `e2e-${port}`);

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((c) => c && existsSync(c)) ?? "/usr/bin/chromium";
}

/**
 * One place for the e2e server's address, data and settings (several suites may run side by side).
 * The browser reaches it as http://localhost (SITE_URL too), not http://127.0.0.1: WebAuthn accepts
 * only a domain name as the relying party's ID, and the passkey test (admin-security.spec.ts) needs
 * the page's origin to be SITE_URL's. The server still listens on 127.0.0.1 (HOST).
 */
export const e2eServer = {
  port,
  url: `http://localhost:${port}`,
  dataDir,
  mailFile: path.join(dataDir, "mail.jsonl"),
  smtpPort: port + 1000,
  // product.md §10.14: the loopback fake of Stripe's API (tests/mocks/stripe.ts), its checkout page included.
  stripePort: port + 2000,
  stripeWebhookSecret: "whsec_e2e_0123456789abcdef",
  chromium: findChromium(),
  admin: { email: "admin@example.com", password: "correct-horse-battery-staple" },
  // The compiled server (npm run test:e2e builds first), run with plain node as in production.
  command: `rm -rf ${dataDir}/db && node ${SERVER_NODE_FLAGS.join(" ")} ${edgeEntry(process.env.BUILD_DIR ?? "build")}`,
  env: {
    ...SERVER_ENV,
    NODE_ENV: "production",
    LOCAL_RUN: "1",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: path.join(dataDir, "db"),
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${port}`,
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "correct-horse-battery-staple",
    NOTIFY_EMAIL: "owner@example.com",
    SMTP_URL: `smtp://127.0.0.1:${port + 1000}`,
    LOG_LEVEL: "warn",
    // The whole browser suite submits from 127.0.0.1; the per-address limit itself is covered by integration tests.
    FORM_RATE_LIMIT_MAX: "1000",
    // A test that must be its own visitor (the failed-login limits count per address) says so with
    // X-Forwarded-For; the browser sends none, so every other request stays 127.0.0.1.
    TRUST_PROXY: "1",
    EVENTS_RATE_LIMIT_MAX: "100000",
    // product.md §10.7: the scheduler's webhook is on (tests/e2e/scheduler.spec.ts signs its deliveries).
    SCHEDULER_WEBHOOK_SECRET: "e2e-scheduler-signing-key-0123456789",
    // Paid events (product.md §10.14): Stripe is the fake the global setup starts.
    STRIPE_SECRET_KEY: "sk_test_e2e_0123456789",
    STRIPE_WEBHOOK_SECRET: "whsec_e2e_0123456789abcdef",
    STRIPE_API_BASE: `http://127.0.0.1:${port + 2000}`,
  } as Record<string, string>,
};
