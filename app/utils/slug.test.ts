import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify } from "./slug";

describe("slugify (product.md §4)", () => {
  it.each([
    ["Reading a P&L in 10 Minutes!", "reading-a-pl-in-10-minutes"],
    ["  Cash   is   King  ", "cash-is-king"],
    ["EBIT -- vs -- EBITDA", "ebit-vs-ebitda"],
    ["What's ROIC? (And why WACC matters)", "whats-roic-and-why-wacc-matters"],
    ["already-a-slug", "already-a-slug"],
    ["Tabs\tand\nnewlines", "tabs-and-newlines"],
    ["Café déjà vu", "cafe-deja-vu"],
    ["- Edge hyphens -", "edge-hyphens"],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("gives slugs the schema pattern accepts for ordinary titles", () => {
    expect(SLUG_PATTERN.test(slugify("Board Meetings: Speak the CFO's Language"))).toBe(true);
  });

  it("pattern refuses uppercase, spaces, underscores and edge hyphens", () => {
    for (const bad of ["Upper", "has space", "under_score", "-lead", "trail-", "double--hyphen", ""]) {
      expect(SLUG_PATTERN.test(bad), bad).toBe(false);
    }
  });
});
