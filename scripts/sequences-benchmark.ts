/**
 * npm run bench:sequences [-- --people 1000 --rate 6000]   (vite-node: the services import the app)
 *
 * On a fresh in-memory PGlite database (or, with TEST_DATABASE_URL, a new PostgreSQL database):
 * enrols N people at once in an active one-step sequence (each through the assessment's enrolment
 * call, in one transaction per person, as a submission does), then runs the sequences' job once a
 * second, as the server does, against a local SMTP sink until every step is sent, printing the pace
 * achieved against NEWSLETTER_RATE_PER_MINUTE (the bulk pace, decision 0097) and this process's RSS
 * at each quarter of the send. Figures go to docs/performance.md.
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { SMTPServer } from "smtp-server";
import { db, getConnection } from "../app/db/client.server";
import { people } from "../app/db/schema";
import { edgeApi } from "../app/edge-api.server";
import { enrollFor } from "../app/features/sequences/enrolment.server";
import { insertSequence } from "../app/features/sequences/sequences.server";
import { runSequencesOnce } from "../app/features/sequences/delivery.server";
import { resetEnvCache } from "../app/utils/env.server";
import { prepareDatabase } from "../server/database";
import { createPgDatabase } from "../tests/system/pg";

const { values: args } = parseArgs({
  options: { people: { type: "string", default: "1000" }, rate: { type: "string", default: "6000" } },
});
const PEOPLE = Number(args.people);
const RATE = Number(args.rate);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const pg = await createPgDatabase();
await prepareDatabase(edgeApi, pg?.url ?? "memory://");
// A sink that keeps nothing (so the RSS measured is the sender's): it reads each message and says 250.
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      received++;
      callback();
    });
  },
});
await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", () => r()));
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
process.env.NEWSLETTER_RATE_PER_MINUTE = String(RATE);
resetEnvCache();

await insertSequence({
  name: "Bench",
  active: true,
  trigger: { kind: "assessment" },
  steps: [
    {
      delayHours: 0,
      sendHour: null,
      subject: "Your level, {{firstName}}",
      html: '<p>Hi {{firstName}}, Level {{level}}: {{levelTitle}}. <a href="https://example.org/a">One</a>, <a href="https://example.org/b">two</a>.</p>',
    },
  ],
});
let t = performance.now();
const rows = await db()
  .insert(people)
  .values(
    Array.from({ length: PEOPLE }, (_, i) => ({ email: `person${i}@example.com`, name: `Person ${i}` })),
  )
  .returning({ id: people.id });
for (const [i, p] of rows.entries())
  await db().transaction((tx) => enrollFor(tx, p.id, { kind: "assessment", level: (i % 3) + 1 }));
console.log(
  `${getConnection().kind}: ${PEOPLE} people enrolled, one transaction each: ${((performance.now() - t) / 1000).toFixed(2)} s`,
);

const rssBefore = process.memoryUsage().rss;
const quarters: string[] = [];
let peak = rssBefore;
let sent = 0;
t = performance.now();
// The job's cadence: a tick a second (background-jobs.server.ts), never overlapping the last.
for (let tick = 0; sent < PEOPLE && tick < 100_000; tick++) {
  const started = performance.now();
  const r = await runSequencesOnce();
  sent += r.sent;
  const rss = process.memoryUsage().rss;
  peak = Math.max(peak, rss);
  while (quarters.length < 4 && sent >= (PEOPLE * (quarters.length + 1)) / 4) quarters.push(mb(rss));
  await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - started))));
}
const seconds = (performance.now() - t) / 1000;
console.log(
  `sent ${sent} (sink received ${received}) in ${seconds.toFixed(1)} s: ${Math.round((sent / seconds) * 60)} per minute at NEWSLETTER_RATE_PER_MINUTE=${RATE}`,
);
console.log(`RSS ${mb(rssBefore)} before; at 25/50/75/100 %: ${quarters.join(", ")}; peak ${mb(peak)}`);
await new Promise<void>((r) => smtp.close(() => r()));
await getConnection().close();
await pg?.drop();
