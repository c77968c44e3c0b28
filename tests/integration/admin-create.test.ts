import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getConnection, openDatabase, setDatabase } from "~/db/client.server";
import * as login from "~/routes/api/admin/login";
import { callRoute } from "../setup/route";

// The script runs as a child process against a temporary PGlite directory; the test opens that
// directory afterwards (PGlite serves one process at a time) and logs in through the real route.
const dir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
const dbDir = path.join(dir, "db");

function run(args: string[], env: Record<string, string | undefined>, input?: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], {
    cwd: path.resolve(__dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATABASE_URL: dbDir,
      DATA_DIR: dir,
      ADMIN_PASSWORD: undefined,
      ...env,
    },
    input: input ?? "",
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function tryLogin(email: string, password: string) {
  const conn = await openDatabase(dbDir);
  setDatabase(conn);
  try {
    const res = await callRoute(login, {
      method: "POST",
      path: "/api/admin/login",
      body: { email, password },
      clientIp: `192.0.2.${Math.floor(Math.random() * 250)}`,
    });
    return res.status;
  } finally {
    await getConnection().close();
    setDatabase(undefined);
  }
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each case starts the script as a process that may create a PGlite database first (tens of seconds
// on a busy 2-core machine): the cases get the child's own 60 s limit and the login after it.
describe("npm run admin:create", { timeout: 90_000 }, () => {
  it("refuses a password under 12 characters and creates nothing", () => {
    const r = run(["--email", "owner@example.com"], { ADMIN_PASSWORD: "short-pw" });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/at least 12 characters/);
  });

  it("creates an admin from ADMIN_PASSWORD who can then log in", async () => {
    const r = run(["--email", "Owner@Example.com"], { ADMIN_PASSWORD: "first-long-password" });
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Created admin owner@example.com/);
    expect(await tryLogin("owner@example.com", "first-long-password")).toBe(200);
  });

  it("resets the password of an existing admin; the old one stops working", async () => {
    const r = run(["--email", "owner@example.com"], { ADMIN_PASSWORD: "second-long-password" });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Set a new password for admin owner@example.com/);
    expect(await tryLogin("owner@example.com", "second-long-password")).toBe(200);
    expect(await tryLogin("owner@example.com", "first-long-password")).toBe(401);
  });

  it("reads the password from standard input when ADMIN_PASSWORD is unset (no terminal to prompt on)", async () => {
    const r = run(["--email", "piped@example.com"], {}, "piped-long-password\n");
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(/piped-long-password/);
    expect(await tryLogin("piped@example.com", "piped-long-password")).toBe(200);
  });

  it.each([
    [[], /Usage/],
    [["--email", "not-an-email"], /Not a valid e-mail address/],
    [["--mail", "x@example.com"], /Unknown option/],
  ])("refuses the arguments %j", (args, message) => {
    const r = run(args as string[], { ADMIN_PASSWORD: "a-long-enough-password" });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});
