/**
 * npm run bench:newsletter [-- --rows 10000 --send 3000]   (vite-node: the services import the app)
 *
 * On a fresh in-memory PGlite database (or, with TEST_DATABASE_URL, a new PostgreSQL database):
 * imports a CSV of N rows (the admin import's service), queues one issue to all of them (the
 * deliveries' one transaction), then sends `--send` of them through the delivery job against a local
 * SMTP sink (smtp-server) with no pace limit, printing the time of each step, the send rate and this
 * process's RSS (the server's worker runs in it) during the send. Figures go to docs/performance.md.
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { getConnection } from "../app/db/client.server";
import { edgeApi } from "../app/edge-api.server";
import { importSubscribers } from "../app/features/newsletter/import.server";
import { insertIssue, sendOrSchedule } from "../app/features/newsletter/issues.server";
import { isRefused } from "../app/utils/refusal";
import { runNewsletterOnce } from "../app/features/newsletter/delivery.server";
import { resetEnvCache } from "../app/utils/env.server";
import { prepareDatabase } from "../server/database";
import { SMTPServer } from "smtp-server";
import { createPgDatabase } from "../tests/system/pg";

const { values: args } = parseArgs({
  options: { rows: { type: "string", default: "10000" }, send: { type: "string", default: "3000" } },
});
const ROWS = Number(args.rows);
const SEND = Number(args.send);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const pg = await createPgDatabase();
await prepareDatabase(edgeApi, pg?.url ?? "memory://");
// A sink that keeps nothing (so the RSS measured is the sender's): it reads each message and says 250.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => callback());
  },
});
await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", () => r()));
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
process.env.NEWSLETTER_RATE_PER_MINUTE = "1000000";
resetEnvCache();

const csv = ["email,name,consent date,consent source"]
  .concat(Array.from({ length: ROWS }, (_, i) => `reader${i}@example.com,Reader ${i},2025-01-01,Bench`))
  .join("\n");
let t = performance.now();
const report = await importSubscribers(csv);
console.log(
  `${getConnection().kind}: import of ${ROWS} rows: ${((performance.now() - t) / 1000).toFixed(2)} s (${report.imported} imported)`,
);

const issue = await insertIssue({
  subject: "Bench issue",
  html: '<p>Three numbers. <a href="https://example.org/a">One</a>, <a href="https://example.org/b">two</a>.</p>',
});
if (isRefused(issue)) throw new Error(issue.refused.message);
t = performance.now();
const sending = await sendOrSchedule(issue.id);
if (isRefused(sending)) throw new Error(sending.refused.message);
console.log(`queue ${sending.recipients} recipients: ${((performance.now() - t) / 1000).toFixed(2)} s`);

let peak = process.memoryUsage().rss;
const rssBefore = peak;
t = performance.now();
let sent = 0;
while (sent < SEND) {
  const r = await runNewsletterOnce();
  sent += r.sent;
  peak = Math.max(peak, process.memoryUsage().rss);
  if (r.sent === 0) break;
}
const seconds = (performance.now() - t) / 1000;
console.log(
  `sent ${sent} to the local SMTP sink in ${seconds.toFixed(1)} s: ${Math.round((sent / seconds) * 60)} per minute; RSS ${mb(rssBefore)} before, peak ${mb(peak)} during the send`,
);
await new Promise<void>((r) => smtp.close(() => r()));
await getConnection().close();
await pg?.drop();
