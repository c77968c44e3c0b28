import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITE_FILE, iconSprite } from "../../../scripts/icon-sprite";
import { SPRITE_ICONS } from "./icon-names";
import { RESOURCE_ICONS } from "~/features/resources/schema";

describe("the icon sprite", () => {
  it("is what scripts/icon-sprite.ts draws from lucide-react (run it after changing icon-names.ts)", () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(iconSprite());
  });

  it("has one symbol per listed icon, the resource cards' icons among them", () => {
    const ids = [...readFileSync(SPRITE_FILE, "utf8").matchAll(/<symbol id="(\w+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...SPRITE_ICONS]);
    expect(RESOURCE_ICONS.filter((name) => !ids.includes(name))).toEqual([]);
  });
});
