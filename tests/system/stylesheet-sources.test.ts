import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "./server-process";

/**
 * The stylesheets do not depend on where the build runs (decision 0090). Tailwind's automatic
 * scan read every file .gitignore did not exclude, so a build context without that file (a container
 * context, an unpacked release) with leftovers in it (old builds, notes) made other CSS. The entries
 * now declare their sources; this builds a copy of the sources in a temporary folder, outside any git
 * checkout, without .gitignore and with a leftover file full of classes the site never uses, and
 * expects byte-identical CSS to the build under test (<BUILD_DIR>, made from the checkout).
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const BUILD_INPUTS = [
  "app",
  "public",
  "vite",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];
/** Classes no page uses: with the automatic scan on, these would enter the stylesheets. */
const LEFTOVER = `<div class="bg-lime-300 grid-cols-11 skew-y-6 text-fuchsia-700 backdrop-sepia">old build</div>`;

function stylesheets(clientDir: string) {
  const assets = path.join(clientDir, "assets");
  return Object.fromEntries(
    readdirSync(assets)
      .filter((f) => f.endsWith(".css"))
      .sort()
      .map((f) => [f, readFileSync(path.join(assets, f), "utf8")]),
  );
}

describe("stylesheets built outside the git checkout", () => {
  it("are the same as those built in it", () => {
    const copy = tempDir("css-outside-git-");
    for (const input of BUILD_INPUTS) cpSync(input, path.join(copy, input), { recursive: true });
    symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"), "dir");
    mkdirSync(path.join(copy, "old-build"));
    writeFileSync(path.join(copy, "old-build", "index.html"), LEFTOVER);
    writeFileSync(path.join(copy, "notes.md"), LEFTOVER);
    expect(() => execFileSync("git", ["-C", copy, "rev-parse"], { stdio: "ignore" })).toThrow();

    execFileSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: copy,
      env: { ...process.env, BUILD_DIR: "build" },
      stdio: "ignore",
    });

    const inCheckout = stylesheets(path.join(buildDir, "client"));
    const outside = stylesheets(path.join(copy, "build", "client"));
    expect(Object.keys(inCheckout).some((f) => /^app-/.test(f))).toBe(true);
    expect(Object.keys(outside)).toEqual(Object.keys(inCheckout));
    expect(outside).toEqual(inCheckout);
    expect(Object.values(outside).join("")).not.toMatch(/lime-300|grid-cols-11|fuchsia/);
  });
});
