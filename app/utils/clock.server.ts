import { readFileSync, statSync } from "node:fs";
import { isDeployed } from "~/utils/env.server";

/**
 * The time that time-based work reads (scheduled sends, reminders, nightly backups), so tests can move
 * it: in-process with `setClockForTests`, and in a server process they start through CLOCK_OFFSET_FILE,
 * a file holding milliseconds to add to the real time. A restarted process reads the same file, so a
 * test can kill a server at "reminder time" and start it again there. A deployment ignores the file.
 */
let override: (() => number) | undefined;
let fileState: { checkedAt: number; mtimeMs: number; offset: number } | undefined;

/** How often the offset file is looked at again: a moved clock is seen within this, at a stat's cost. */
const RECHECK_MS = 100;

function fileOffset(file: string): number {
  const real = Date.now();
  if (fileState && real - fileState.checkedAt < RECHECK_MS) return fileState.offset;
  let mtimeMs = -1;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    // No file yet: the real time.
  }
  if (!fileState || fileState.mtimeMs !== mtimeMs) {
    const text = mtimeMs < 0 ? "0" : readFileSync(file, "utf8").trim();
    const offset = Number(text || "0");
    fileState = { checkedAt: real, mtimeMs, offset: Number.isFinite(offset) ? offset : 0 };
  } else fileState.checkedAt = real;
  return fileState.offset;
}

/** Now, in milliseconds since the epoch. */
export function nowMs(): number {
  if (override) return override();
  const file = process.env.CLOCK_OFFSET_FILE;
  if (file && !isDeployed()) return Date.now() + fileOffset(file);
  return Date.now();
}

/** Now, as a Date. */
export function now(): Date {
  return new Date(nowMs());
}

/** Tests only: fixes or moves this process's clock; `undefined` gives the real time back. */
export function setClockForTests(time: Date | (() => number) | undefined) {
  override = time === undefined ? undefined : typeof time === "function" ? time : () => time.getTime();
}
