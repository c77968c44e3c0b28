import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { createPgDatabase, hasPostgres } from "./pg";
import { kill9, startServer, tempDir } from "./server-process";

/**
 * Fires submissions, kills the server with SIGKILL while they are in flight, restarts it on the same
 * database, and checks that every submission that was acknowledged is stored.
 */
async function burstThenKill(databaseUrl: string, dataDir: string) {
  const env = { TRUST_PROXY: "1" };
  const server = await startServer({ databaseUrl, dataDir, env });
  const acknowledged: string[] = [];
  let sent = 0;
  const post = async (i: number) => {
    const email = `crash-${i}@example.com`;
    sent++;
    try {
      const res = await fetch(`${server.url}/api/newsletter-subscribe`, {
        method: "POST",
        // A distinct client address per request: the per-address limit is not what is under test.
        headers: { "content-type": "application/json", "x-forwarded-for": `10.1.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ email }),
      });
      if (res.ok && (await res.json()).ok === true) acknowledged.push(email);
    } catch {
      // The connection died with the server: not acknowledged, so not owed.
    }
  };
  // Bounded: 8 concurrent senders, each stops at the kill or after 400 requests in all.
  let next = 0;
  let killed = false;
  const workers = Array.from({ length: 8 }, async () => {
    while (!killed && next < 400) await post(next++);
  });
  await new Promise((r) => setTimeout(r, 1500));
  // SIGKILL goes out while the senders are still mid-request; only then do they stop.
  const dead = kill9(server);
  killed = true;
  await dead;
  await Promise.all(workers);
  expect(acknowledged.length).toBeGreaterThan(10);
  expect(sent, "some requests must have been cut off by the kill").toBeGreaterThan(acknowledged.length);

  const restarted = await startServer({ databaseUrl, dataDir, env });
  await restarted.stop();
  const conn = await openDatabase(databaseUrl);
  try {
    const rows = (await conn.db.execute(sql`select email from newsletter_subscribers`)) as unknown as {
      rows: Array<{ email: string }>;
    };
    const stored = new Set(rows.rows.map((r) => r.email));
    const missing = acknowledged.filter((e) => !stored.has(e));
    console.info(
      `crash test (${databaseUrl.startsWith("postgres") ? "postgres" : "pglite"}): ${sent} sent, ${acknowledged.length} acknowledged before SIGKILL, ${stored.size} stored`,
    );
    expect(missing, `${acknowledged.length} acknowledged of ${sent} sent`).toEqual([]);
    expect(rows.rows.length).toBe(stored.size);
  } finally {
    await conn.close();
  }
}

describe("SIGKILL in the middle of a submission burst", () => {
  it("loses no acknowledged submission on PGlite", async () => {
    const dir = tempDir("crash-pglite-");
    await burstThenKill(path.join(dir, "db"), dir);
  });

  const pgDatabases: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const drop of pgDatabases) await drop();
  });

  it.runIf(hasPostgres)("loses no acknowledged submission on PostgreSQL", async () => {
    const db = (await createPgDatabase())!;
    pgDatabases.push(db.drop);
    await burstThenKill(db.url, tempDir("crash-pg-"));
  });
});
