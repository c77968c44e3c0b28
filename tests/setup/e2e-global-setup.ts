import { mkdirSync, rmSync } from "node:fs";
import { startTestSmtpServer } from "../mocks/smtp";
import { startFakeStripe } from "../mocks/stripe";
import { e2eServer } from "./e2e-env";

/** Starts the test SMTP server the e2e site sends to; received messages go to e2eServer.mailFile. */
export default async function globalSetup() {
  mkdirSync(e2eServer.dataDir, { recursive: true });
  rmSync(e2eServer.mailFile, { force: true });
  const smtp = await startTestSmtpServer({ port: e2eServer.smtpPort, file: e2eServer.mailFile });
  // Its checkout page's "Pay" delivers the signed checkout.session.completed to the site, as Stripe would.
  const stripe = await startFakeStripe({
    port: e2eServer.stripePort,
    webhookUrl: `http://127.0.0.1:${e2eServer.port}/api/payments/stripe/webhook`,
    webhookSecret: e2eServer.stripeWebhookSecret,
  });
  return async () => {
    await smtp.close();
    await stripe.close();
  };
}
