import { execFileSync } from "node:child_process";
import { chownSync, existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort, tempDir } from "./server-process";

function pgBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  const bin = versions.length ? path.join(root, versions[versions.length - 1], "bin") : undefined;
  return bin && existsSync(path.join(bin, "initdb")) ? bin : undefined;
}

export const postgresInstalled = Boolean(pgBin());

/** A private PostgreSQL cluster this test can stop and start at will (initdb refuses root: run as postgres). */
export async function startPrivatePostgres() {
  const bin = pgBin();
  if (!bin) throw new Error("PostgreSQL is not installed");
  const dir = tempDir("pgpriv-");
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    chownSync(dir, uid, uid);
  }
  const run = (cmd: string, args: string[]) =>
    isRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, cmd), args, { stdio: "pipe" });
  const port = await freePort();
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
