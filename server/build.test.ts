import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./build";

describe("the server's node flags", () => {
  it("npm start runs the server with the heap limits the tests and benchmarks use", () => {
    const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts
      .start;
    const node = start.slice(start.indexOf("&& node ") + "&& node ".length).split(" ");
    for (const flag of SERVER_NODE_FLAGS) expect(node).toContain(flag);
  });
});
