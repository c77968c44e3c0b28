import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadOnFirstUse } from "./lazy-module.server";

// Packages no public page needs: loaded on first use, never imported at start (decision 0099).
const ON_FIRST_USE = [
  "nodemailer",
  "sanitize-html",
  "ics",
  "qrcode",
  "tar",
  "@react-email/render",
  "pg",
  "@epic-web/totp",
  "altcha-lib",
  "altcha-lib/algorithms/pbkdf2",
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("loadOnFirstUse", () => {
  it("loads the package on the first call only and hands the same module after", () => {
    const load = loadOnFirstUse<typeof import("ics")>("ics");
    const first = load();
    expect(typeof first.createEvent).toBe("function");
    expect(load()).toBe(first);
  });

  it("no app or server module imports a package of the first-use list at start", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const offenders: string[] = [];
    for (const file of [...sources(path.join(root, "app")), ...sources(path.join(root, "server"))]) {
      const text = readFileSync(file, "utf8");
      for (const name of ON_FIRST_USE) {
        // A value import (not `import type`) of the package itself, at the top of a module.
        const value = new RegExp(`^import (?!type )[^;]*from "${name.replaceAll("/", "\\/")}";`, "m");
        if (value.test(text)) offenders.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
