import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-zod-resolver";

const schema = z.object({ name: z.string().trim().min(2, "Name must be at least 2 characters") });
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe("lazyZodResolver", () => {
  it("validates with the schema once it is loaded, loading it only once", async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => {
      loads++;
      return schema;
    });
    expect(loads).toBe(0);
    const bad = await resolver({ name: "A" }, undefined, options);
    expect(bad.errors.name?.message).toBe("Name must be at least 2 characters");
    const good = await resolver({ name: "  Ada " }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ name: "Ada" });
    expect(loads).toBe(1);
  });

  it("tries the load again after a failure", async () => {
    let attempts = 0;
    const resolver = lazyZodResolver(async () => {
      attempts++;
      if (attempts === 1) throw new Error("offline");
      return schema;
    });
    await expect(resolver({ name: "Ada" }, undefined, options)).rejects.toThrow("offline");
    expect((await resolver({ name: "Ada" }, undefined, options)).errors).toEqual({});
    expect(attempts).toBe(2);
  });
});
