import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { toleratingDroppedSenders } from "../mocks/smtp";
import { postgresInstalled, startPrivatePostgres } from "./postgres-server";
import { kill9, startServer, tempDir, type ServerProcess } from "./server-process";

/**
 * "Each step sent once per person" across a SIGKILL mid-send and across two instances (decision
 * 0097), made deterministic as the newsletter's system test does: the SMTP sink holds its 250 for
 * every follow-up e-mail from the KILL_AT-th on, so each sending instance stalls with one message
 * transferred but not acknowledged; the test SIGKILLs an instance. The restarted (or surviving)
 * instance must send that step, and every enrolment the dead one had claimed, once its claim runs
 * out (the shared clock moved past it). Transactional mail (the welcome) is acknowledged at once.
 */
const PEOPLE = 150;
const STEPS = 2;
const KILL_AT = 80;
const ADMIN = { email: "sequence-admin@example.com", password: "sequences-admin-password" };
const CLAIM_MS = 15 * 60 * 1000;

type Mail = { to: string; raw: string };
type Held = { to: string; session: string; socketClosed: boolean; ack: () => void };

const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1];
};
const isStep = (raw: string) => /^<sequence-\d+-\d+@/.test(header(raw, "Message-ID") ?? "");

function startSink() {
  const accepted: Mail[] = [];
  const held: Held[] = [];
  const closed = new Set<string>();
  let holding = false;
  let released = false;
  let steps = 0;
  const server = toleratingDroppedSenders(
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onClose(session) {
        closed.add(session.id);
        for (const h of held) if (h.session === session.id) h.socketClosed = true;
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const mail = {
            to: session.envelope.rcptTo[0].address,
            raw: Buffer.concat(chunks).toString("utf8"),
          };
          const ack = () => {
            accepted.push(mail);
            callback();
          };
          if (!isStep(mail.raw)) return ack();
          steps++;
          if (!holding && !released && steps >= KILL_AT) holding = true;
          if (!holding) return ack();
          held.push({ to: mail.to, session: session.id, socketClosed: closed.has(session.id), ack });
        });
      },
    }),
  );
  return new Promise<{
    url: string;
    accepted: Mail[];
    held: Held[];
    release: () => void;
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const port = (server.server.address() as { port: number }).port;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        accepted,
        held,
        release: () => {
          holding = false;
          released = true;
          for (const h of held.splice(0)) if (!h.socketClosed) h.ack();
        },
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    }),
  );
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 600_000) {
  console.info(`sequences system test: waiting for ${what}`);
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function login(server: ServerProcess) {
  const res = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** An active two-step sequence on newsletter confirmation, then PEOPLE sign-ups (confirmed at once). */
async function enrol(server: ServerProcess, cookie: string) {
  const created = await fetch(`${server.url}/api/admin/sequences`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Welcome series",
      active: true,
      trigger: { kind: "newsletter-confirmed" },
      steps: Array.from({ length: STEPS }, (_, i) => ({
        delayHours: 0,
        subject: `Step ${i + 1}`,
        html: `<p>Hi {{firstName}}, step ${i + 1}. <a href="https://example.org/s${i}">Read</a></p>`,
      })),
    }),
  });
  expect(created.status).toBe(201);
  const { id } = await created.json();
  for (let i = 0; i < PEOPLE; i++) {
    const res = await fetch(`${server.url}/api/newsletter-subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `person${i}@example.com` }),
    });
    expect(res.status).toBe(200);
  }
  return id as number;
}

/** The sequence once every enrolment is completed; a server that died meanwhile fails the test. */
async function completed(server: ServerProcess, id: number, cookie: string) {
  if (server.child.exitCode !== null || server.child.signalCode)
    throw new Error(
      `the server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
    );
  const res = await fetch(`${server.url}/api/admin/sequences/${id}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(15_000),
  });
  const sequence = await res.json();
  return sequence.stats.completed === PEOPLE ? sequence : undefined;
}

/** Each person got each step exactly once, with one-click unsubscribe. */
function expectEachStepOnce(accepted: Mail[]) {
  const counts = new Map<string, number>();
  for (const m of accepted.filter((m) => isStep(m.raw))) {
    const key = `${m.to} ${header(m.raw, "Subject")}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    expect(header(m.raw, "List-Unsubscribe")).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/sequences\/unsubscribe\?token=[a-f0-9]{64}>, <mailto:[^>]+\?subject=unsubscribe>$/,
    );
    expect(header(m.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  }
  expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
  expect(counts.size).toBe(PEOPLE * STEPS);
}

const cleanups: Array<() => unknown> = [];
const stopping = (server: ServerProcess) => () =>
  server.child.exitCode === null && !server.child.signalCode ? server.stop() : undefined;
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
}, 300_000);

const LONG = 900_000;

const env = (smtpUrl: string, clockFile: string) => ({
  SMTP_URL: smtpUrl,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  NEWSLETTER_RATE_PER_MINUTE: "100000",
  NEWSLETTER_DOUBLE_OPT_IN: "0",
  FORM_RATE_LIMIT_MAX: "100000",
  CLOCK_OFFSET_FILE: clockFile,
  SESSION_SECRET: "sequences-system-session-secret-0123456789ab",
  CAPTCHA_HMAC_KEY: "sequences-system-captcha-key-0123456789abcdef",
});

describe("follow-up sequences across a SIGKILL", () => {
  it(
    `PGlite: ${PEOPLE} people × ${STEPS} steps, SIGKILL mid-send, restart: each step once per person`,
    async () => {
      const sink = await startSink();
      cleanups.push(sink.close);
      const dataDir = tempDir("seq-");
      const clockFile = path.join(dataDir, "clock-offset");
      const databaseUrl = path.join(dataDir, "pglite");
      const server = await startServer({ databaseUrl, dataDir, env: env(sink.url, clockFile) });
      cleanups.push(stopping(server));
      const id = await enrol(server, await login(server));

      await until("the sender to stall on the held step", () => sink.held.length === 1);
      await kill9(server);
      await until("the dead sender's connection to close", () => sink.held[0].socketClosed);
      sink.release();

      writeFileSync(clockFile, String(CLAIM_MS + 60_000));
      const again = await startServer({ databaseUrl, dataDir, env: env(sink.url, clockFile) });
      cleanups.push(stopping(again));
      const cookie = await login(again);
      const done = await until("every enrolment to complete", () => completed(again, id, cookie));
      expect(done.stats.steps).toEqual(
        Array.from({ length: STEPS }, () => ({ sent: PEOPLE, clicked: 0, unsubscribed: 0, booked: 0 })),
      );
      expectEachStepOnce(sink.accepted);
      await again.stop();
    },
    LONG,
  );

  it.runIf(postgresInstalled)(
    `PostgreSQL, two instances: ${PEOPLE} people × ${STEPS} steps, one SIGKILLed mid-send: each step once per person`,
    async () => {
      const pg = await startPrivatePostgres();
      cleanups.push(pg.destroy);
      const sink = await startSink();
      cleanups.push(sink.close);
      const clockFile = path.join(tempDir("seq-clock-"), "clock-offset");
      const [a, b] = await Promise.all([
        startServer({ databaseUrl: pg.url, dataDir: tempDir("seq-a-"), env: env(sink.url, clockFile) }),
        startServer({ databaseUrl: pg.url, dataDir: tempDir("seq-b-"), env: env(sink.url, clockFile) }),
      ]);
      cleanups.push(stopping(a), stopping(b));
      const id = await enrol(a, await login(a));

      await until("both senders to stall", () => sink.held.length === 2);
      await kill9(a);
      await until("the dead instance's connection to close", () => sink.held.some((h) => h.socketClosed));
      sink.release();
      writeFileSync(clockFile, String(CLAIM_MS + 60_000));
      const cookie = await login(b);
      const done = await until("every enrolment to complete", () => completed(b, id, cookie));
      expect(done.stats.steps.map((s: { sent: number }) => s.sent)).toEqual([PEOPLE, PEOPLE]);
      expectEachStepOnce(sink.accepted);
    },
    LONG,
  );
});
