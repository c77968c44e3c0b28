import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The lock's name inside a PGlite data directory; it holds the owning process's PID. */
export const LOCK_FILE = "site.lock";

/** Thrown when another live process has the embedded database open. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database ${dir} is in use by process ${pid}: stop the site first, or create the owner account on the setup screen at /admin.`,
    );
  }
}

const heldHere = new Set<string>();

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory corrupts what the
 * first one writes. Creates `<dir>/site.lock` with this PID (exclusively) and returns its release;
 * a lock whose process is dead (killed, crashed, or an earlier life of this PID after a restart) is
 * taken over. Throws DatabaseInUseError when a live process holds it.
 */
export function lockDatabaseDirectory(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  if (heldHere.has(file)) throw new DatabaseInUseError(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      heldHere.add(file);
      const release = () => {
        if (!heldHere.delete(file)) return;
        if (readOwner(file) === process.pid) unlinkSync(file);
      };
      // A normal exit that skips close() still frees the directory (a kill leaves a stale lock).
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(file);
    if (owner !== undefined && owner !== process.pid && isAlive(owner))
      throw new DatabaseInUseError(dir, owner);
    try {
      unlinkSync(file);
    } catch {
      // Another process took it over first: the next attempt sees its PID.
    }
  }
  throw new Error(`Could not lock ${file}; remove it if no site is running.`);
}
