import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { now, nowMs, setClockForTests } from "~/utils/clock.server";

describe("clock", () => {
  const dirs: string[] = [];
  afterEach(() => {
    setClockForTests(undefined);
    delete process.env.CLOCK_OFFSET_FILE;
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("is the real time by default", () => {
    const before = Date.now();
    const t = nowMs();
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it("is fixed and released by setClockForTests", () => {
    setClockForTests(new Date("2030-01-02T03:04:05Z"));
    expect(now().toISOString()).toBe("2030-01-02T03:04:05.000Z");
    setClockForTests(undefined);
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1000);
  });

  it("adds the offset a test writes to CLOCK_OFFSET_FILE, and follows it when it changes", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "clock-"));
    dirs.push(dir);
    const file = path.join(dir, "offset");
    process.env.CLOCK_OFFSET_FILE = file;
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1000);
    const day = 24 * 60 * 60 * 1000;
    writeFileSync(file, String(day));
    await new Promise((r) => setTimeout(r, 150));
    expect(nowMs() - Date.now()).toBeGreaterThan(day - 1000);
    writeFileSync(file, String(2 * day));
    await new Promise((r) => setTimeout(r, 150));
    expect(nowMs() - Date.now()).toBeGreaterThan(2 * day - 1000);
  });
});
