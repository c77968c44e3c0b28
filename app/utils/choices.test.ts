import { describe, expect, it } from "vitest";
import { z } from "zod";
import { keysOf } from "./choices";

describe("keysOf", () => {
  const labels = { b: "Bee", a: "Ay", "c-d": "See dee" } as const;

  it("lists the keys in the record's order", () => {
    expect(keysOf(labels)).toEqual(["b", "a", "c-d"]);
  });

  it("makes an enum that takes exactly those keys", () => {
    const schema = z.enum(keysOf(labels));
    expect(schema.parse("c-d")).toBe("c-d");
    expect(schema.safeParse("Bee").success).toBe(false);
  });
});
