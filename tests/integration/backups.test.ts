/**
 * Backups through the admin (product.md §10.8): POST takes one (201 { name, bytes }), GET lists them, a
 * backup downloads by its exact name only (no path reaches the disk), BACKUP_KEEP prunes, a partial
 * file is not a backup, and the nightly one is taken once a day from BACKUP_HOUR by the shared clock.
 */
import { mkdtempSync, rmSync, writeFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import * as tar from "tar";
import { routerContextFor } from "~/context";
import { db, getConnection } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { resetEnvCache } from "~/utils/env.server";
import { setClockForTests } from "~/utils/clock.server";
import { listBackups, runNightlyBackup, takeBackup } from "~/features/backups/backups.server";
import { loadRouteTable, requestHandlerFor } from "../setup/route-table";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";

setupTestDatabase();

const dir = mkdtempSync(path.join(os.tmpdir(), "backups-test-"));
let cookie: string;
let handle: (request: Request) => Promise<Response>;
beforeAll(async () => {
  process.env.BACKUP_DIR = dir;
  process.env.BACKUP_KEEP = "2";
  resetEnvCache();
  cookie = await adminCookie();
  const handler = await requestHandlerFor(await loadRouteTable());
  handle = (request) =>
    handler(request, routerContextFor({ nonce: "t", clientIp: "192.0.2.5", requestId: "t" }));
});
afterAll(() => {
  delete process.env.BACKUP_DIR;
  delete process.env.BACKUP_KEEP;
  resetEnvCache();
  setClockForTests(undefined);
  rmSync(dir, { recursive: true, force: true });
});

const call = (p: string, method = "GET") =>
  handle(new Request(`http://localhost${p}`, { method, headers: { cookie } }));

describe("/api/admin/backups", () => {
  it("takes one now, lists it, downloads it (a tar with the manifest and the database), audited", async () => {
    setClockForTests(new Date("2026-11-20T10:00:00Z"));
    const res = await call("/api/admin/backups", "POST");
    expect(res.status).toBe(201);
    const { name, bytes } = await res.json();
    expect(name).toBe("backup-20261120T100000Z.tar");
    expect(bytes).toBeGreaterThan(10_000);
    expect((await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]).toMatchObject({
      action: "POST /api/admin/backups",
    });
    const list = await (await call("/api/admin/backups")).json();
    expect(list).toEqual([{ name, bytes, createdAt: expect.any(String) }]);
    const download = await call(`/api/admin/backups/${name}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${name}"`);
    const file = path.join(dir, "downloaded.tmp");
    writeFileSync(file, Buffer.from(await download.arrayBuffer()));
    const members: string[] = [];
    await tar.t({ file, onReadEntry: (e) => members.push(e.path) });
    // The embedded database's own dump, or pg_dump's archive on PostgreSQL.
    const database = getConnection().kind === "pglite" ? "pglite-datadir.tar.gz" : "postgres.dump";
    expect(members.sort()).toEqual(["manifest.json", database]);
    rmSync(file);
    expect((await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]).toMatchObject({
      action: "GET /api/admin/backups/:name",
      targetId: name,
    });
  });

  it("answers 404 to any name that is not a finished backup's, reading no other file", async () => {
    writeFileSync(path.join(dir, ".partial-backup-20261120T110000Z.tar"), "half");
    for (const bad of [
      "..%2F..%2Fetc%2Fpasswd",
      "%2E%2E",
      ".partial-backup-20261120T110000Z.tar",
      "backup-20261120T100000Z.tar.gz",
      "backup-2026.tar",
      "backup-20261120T100000Z.tar%00",
    ]) {
      const res = await call(`/api/admin/backups/${bad}`);
      expect([404, 400], bad).toContain(res.status);
    }
    expect((await listBackups()).map((b) => b.name)).not.toContain(".partial-backup-20261120T110000Z.tar");
  });

  it("keeps the last BACKUP_KEEP", async () => {
    for (const t of ["2026-11-21T10:00:00Z", "2026-11-22T10:00:00Z"]) {
      setClockForTests(new Date(t));
      expect((await call("/api/admin/backups", "POST")).status).toBe(201);
    }
    expect((await listBackups()).map((b) => b.name)).toEqual([
      "backup-20261122T100000Z.tar",
      "backup-20261121T100000Z.tar",
    ]);
  });

  it("the nightly backup is due from BACKUP_HOUR (site time), once a day", async () => {
    const before = readdirSync(dir).length;
    // 02:30 in Los Angeles (10:30 UTC): before the default hour (3).
    setClockForTests(new Date("2026-11-23T10:30:00Z"));
    expect(await runNightlyBackup()).toBeUndefined();
    setClockForTests(new Date("2026-11-23T11:05:00Z"));
    expect(await runNightlyBackup()).toMatchObject({ kind: "ok", name: "backup-20261123T110500Z.tar" });
    setClockForTests(new Date("2026-11-23T15:00:00Z"));
    expect(await runNightlyBackup()).toBeUndefined();
    expect(readdirSync(dir).length).toBeGreaterThanOrEqual(before - 1);
  });

  it("two backups in the same second (the nightly one and `npm run backup`) both finish, under two names", async () => {
    setClockForTests(new Date("2026-11-24T11:00:00Z"));
    const outcomes = await Promise.all([takeBackup(), takeBackup()]);
    expect(outcomes.map((o) => o.kind)).toEqual(["ok", "ok"]);
    const names = outcomes.map((o) => (o.kind === "ok" ? o.name : ""));
    expect(new Set(names).size).toBe(2);
    expect(names).toContain("backup-20261124T110000Z.tar");
    const listed = (await listBackups()).map((b) => b.name);
    for (const name of names) expect(listed).toContain(name);
    expect(readdirSync(dir).filter((n) => n.startsWith(".partial-") && n.includes("20261124"))).toEqual([]);
  });
});
