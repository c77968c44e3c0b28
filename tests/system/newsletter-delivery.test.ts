import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { toleratingDroppedSenders } from "../mocks/smtp";
import { postgresInstalled, startPrivatePostgres } from "./postgres-server";
import { kill9, startServer, tempDir, type ServerProcess } from "./server-process";

/**
 * "Every address exactly once" across a SIGKILL mid-send (decision 0085), made deterministic:
 * the SMTP sink (the mail provider's boundary) holds its 250 for every message from the KILL_AT-th on,
 * so each sending instance stalls with one message transferred but not acknowledged; the test then
 * SIGKILLs an instance. Its held message is never acknowledged (its socket closes: a real MTA takes no
 * responsibility for it either), so the restarted or surviving instance must send it, and every row
 * the dead instance had claimed, once its claim runs out (the shared clock moved past it).
 */
const RECIPIENTS = 2_000;
const KILL_AT = 600;
const ADMIN = { email: "news-admin@example.com", password: "newsletter-admin-password" };
const CLAIM_MS = 15 * 60 * 1000;

type Held = { to: string; session: string; socketClosed: boolean; ack: () => void };

function startSink() {
  const accepted: { to: string; raw: string }[] = [];
  const held: Held[] = [];
  const closed = new Set<string>();
  let holding = false;
  let released = false;
  let received = 0;
  const server = toleratingDroppedSenders(
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // A sender's connection ends: a held message on it can no longer be acknowledged.
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
          received++;
          const ack = () => {
            accepted.push(mail);
            callback();
          };
          if (!holding && !released && received >= KILL_AT) holding = true;
          if (!holding) return ack();
          held.push({ to: mail.to, session: session.id, socketClosed: closed.has(session.id), ack });
        });
      },
    }),
  );
  return new Promise<{
    url: string;
    accepted: typeof accepted;
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
        /** Acknowledges every held message whose sender is still connected, and stops holding. */
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
  console.info(`newsletter system test: waiting for ${what}`);
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

/** Imports the list and sends one issue; answers the issue's id. */
async function sendIssue(server: ServerProcess, cookie: string) {
  const csv = ["email", ...Array.from({ length: RECIPIENTS }, (_, i) => `reader${i}@example.com`)].join("\n");
  const imported = await fetch(`${server.url}/api/admin/newsletter/import`, {
    method: "POST",
    headers: { cookie, "content-type": "text/csv" },
    body: csv,
  });
  expect(await imported.json()).toEqual({ imported: RECIPIENTS, merged: 0, invalid: [] });
  const created = await fetch(`${server.url}/api/admin/newsletter/issues`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({
      subject: "Weekly insight",
      html: '<p>Read <a href="https://example.org/x">this</a>.</p>',
    }),
  });
  const { id } = await created.json();
  const sent = await fetch(`${server.url}/api/admin/newsletter/issues/${id}/send`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: "{}",
  });
  expect(await sent.json()).toMatchObject({ status: "sending", recipients: RECIPIENTS });
  return id as number;
}

/** The server's resident memory now (Linux), for docs/performance.md's "memory during the send". */
function rssMb(server: ServerProcess) {
  try {
    const kb = Number(
      readFileSync(`/proc/${server.child.pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m)?.[1],
    );
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}
const peakRss = new Map<ServerProcess, number>();

/** The issue once it is 'sent'; a server that died meanwhile fails the test with its output. */
async function issueIfSent(server: ServerProcess, id: number, cookie: string) {
  peakRss.set(server, Math.max(peakRss.get(server) ?? 0, rssMb(server)));
  if (server.child.exitCode !== null || server.child.signalCode)
    throw new Error(
      `the server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
    );
  const res = await fetch(`${server.url}/api/admin/newsletter/issues/${id}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(15_000),
  });
  const issue = await res.json();
  return issue.status === "sent" ? issue : undefined;
}

const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1];
};

/** Every address exactly once, each message with both List-Unsubscribe headers and a text part. */
function expectEachOnce(accepted: { to: string; raw: string }[]) {
  const counts = new Map<string, number>();
  for (const m of accepted) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1);
  expect(twice).toEqual([]);
  expect(counts.size).toBe(RECIPIENTS);
  for (const m of accepted) {
    expect(header(m.raw, "List-Unsubscribe")).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=[a-f0-9]+&d=[a-f0-9]+>, <mailto:[^>]+>$/,
    );
    expect(header(m.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(m.raw).toMatch(/Content-Type: text\/plain/);
  }
}

const cleanups: Array<() => unknown> = [];
/** Stops a server unless it is already gone (a SIGKILLed child's stop() would wait for an exit already past). */
const stopping = (server: ServerProcess) => () =>
  server.child.exitCode === null && !server.child.signalCode ? server.stop() : undefined;
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
}, 300_000);

// 2,000 real SMTP transactions and two server starts on a shared, loaded machine: minutes, not seconds.
const LONG = 900_000;

const env = (smtpUrl: string, clockFile: string) => ({
  SMTP_URL: smtpUrl,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  NEWSLETTER_RATE_PER_MINUTE: "100000",
  CLOCK_OFFSET_FILE: clockFile,
  SESSION_SECRET: "newsletter-system-session-secret-0123456789ab",
  CAPTCHA_HMAC_KEY: "newsletter-system-captcha-key-0123456789abcdef",
});

describe("newsletter delivery across a SIGKILL", () => {
  it(
    `PGlite: ${RECIPIENTS} confirmed, SIGKILL mid-send, restart: every address exactly once`,
    async () => {
      const sink = await startSink();
      cleanups.push(sink.close);
      const dataDir = tempDir("news-");
      const clockFile = path.join(dataDir, "clock-offset");
      const databaseUrl = path.join(dataDir, "pglite");
      const server = await startServer({ databaseUrl, dataDir, env: env(sink.url, clockFile) });
      cleanups.push(stopping(server));
      const id = await sendIssue(server, await login(server));

      // The one instance stalls on the held message; the kill lands between the data and the 250.
      await until("the sender to stall on the held message", () => sink.held.length === 1);
      await kill9(server);
      await until("the dead sender's connection to close", () => sink.held[0].socketClosed);
      const lost = sink.held[0].to;
      sink.release();
      expect(sink.accepted.map((m) => m.to)).not.toContain(lost);

      // Restart past the dead claims' expiry (the shared clock, CLOCK_OFFSET_FILE).
      writeFileSync(clockFile, String(CLAIM_MS + 60_000));
      const again = await startServer({ databaseUrl, dataDir, env: env(sink.url, clockFile) });
      cleanups.push(stopping(again));
      const cookie = await login(again);
      const done = await until("the issue to be sent", () => issueIfSent(again, id, cookie));
      expect(done).toMatchObject({ recipients: RECIPIENTS, sent: RECIPIENTS, failed: 0 });
      console.info(
        `newsletter system test (PGlite, restarted server): RSS peaked at ${peakRss.get(again)} MB while sending`,
      );
      expectEachOnce(sink.accepted);
      expect(sink.accepted.filter((m) => m.to === lost)).toHaveLength(1);
      await again.stop();
    },
    LONG,
  );

  it.runIf(postgresInstalled)(
    `PostgreSQL, two instances: ${RECIPIENTS} confirmed, one SIGKILLed mid-send: every address exactly once`,
    async () => {
      const pg = await startPrivatePostgres();
      cleanups.push(pg.destroy);
      const sink = await startSink();
      cleanups.push(sink.close);
      const clockFile = path.join(tempDir("news-clock-"), "clock-offset");
      const [a, b] = await Promise.all([
        startServer({ databaseUrl: pg.url, dataDir: tempDir("news-a-"), env: env(sink.url, clockFile) }),
        startServer({ databaseUrl: pg.url, dataDir: tempDir("news-b-"), env: env(sink.url, clockFile) }),
      ]);
      cleanups.push(stopping(a), stopping(b));
      const id = await sendIssue(a, await login(a));

      // Both instances are sending: each stalls on one held message (they send one at a time).
      await until("both senders to stall", () => sink.held.length === 2);
      await kill9(a);
      await until("the dead instance's connection to close", () => sink.held.some((h) => h.socketClosed));
      const lost = sink.held.find((h) => h.socketClosed)!.to;
      sink.release();
      writeFileSync(clockFile, String(CLAIM_MS + 60_000));
      const cookie = await login(b);
      const done = await until("the issue to be sent", () => issueIfSent(b, id, cookie));
      expect(done).toMatchObject({ recipients: RECIPIENTS, sent: RECIPIENTS, failed: 0 });
      console.info(
        `newsletter system test (PostgreSQL, surviving instance): RSS peaked at ${peakRss.get(b)} MB while sending`,
      );
      expectEachOnce(sink.accepted);
      expect(sink.accepted.filter((m) => m.to === lost)).toHaveLength(1);
    },
    LONG,
  );
});
