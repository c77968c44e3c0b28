import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./build";

describe("the server's node flags", () => {
  it("npm start runs the server with the heap limits and malloc setting the tests and benchmarks use", () => {
    const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts
      .start;
    const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    const command = `&& ${env.join(" ")} node `;
    expect(start).toContain(command);
    const node = start.slice(start.indexOf(command) + command.length).split(" ");
    for (const flag of SERVER_NODE_FLAGS) expect(node).toContain(flag);
  });
});

describe("the container image and its settings file", () => {
  it("runs the built server with npm start's Node flags and environment (Containerfile)", () => {
    const containerfile = readFileSync("Containerfile", "utf8");
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(containerfile)![1]!) as string[];
    expect(cmd.slice(0, 1 + SERVER_NODE_FLAGS.length)).toEqual(["node", ...SERVER_NODE_FLAGS]);
    expect(cmd.at(-1)).toBe("build/edge/start.js");
    for (const [name, value] of Object.entries(SERVER_ENV))
      expect(containerfile).toContain(`${name}=${value}`);
    expect(containerfile).toMatch(/NODE_ENV=production/);
  });

  it(".env.example names every variable of the README's table", () => {
    const readme = readFileSync("README.md", "utf8");
    const table = readme.slice(
      readme.indexOf("| variable"),
      readme.indexOf("\n\n", readme.indexOf("| variable")),
    );
    const names = [...table.matchAll(/^\| ([^|]+)\|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!),
    );
    expect(names.length).toBeGreaterThan(20);
    const example = readFileSync(".env.example", "utf8");
    for (const name of names) expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, "m"));
  });
});
