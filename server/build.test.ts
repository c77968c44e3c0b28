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
