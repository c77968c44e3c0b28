import { describe, expect, it } from "vitest";
import { pickRatings, pickStrings, startingPoint, strList } from "./draft";

// A step starts from the saved draft (typed values) and saves what its form holds (form text).
describe("reading a step's answers from a draft or from its form", () => {
  it("reads a lone ticked box as a one-item list", () => {
    expect(strList("Managing cash flow")).toEqual(["Managing cash flow"]);
    expect(strList(["a", 2, "b"])).toEqual(["a", "b"]);
    expect(strList(undefined)).toEqual([]);
  });

  it("reads ratings from 1 to 5 as numbers or as form text, and drops anything else", () => {
    const keys = ["a", "b", "c", "d", "e"] as const;
    expect(pickRatings({ a: 5, b: "2", c: "6", d: 2.5, e: "x" }, keys)).toEqual({ a: 5, b: 2 });
    expect(pickRatings({ a: "4" }, keys, 3)).toEqual({ a: 4, b: 3, c: 3, d: 3, e: 3 });
  });

  it("keeps only the expected keys' text", () => {
    expect(pickStrings({ q1: "EBIT", q2: 3, extra: "x" }, ["q1", "q2"])).toEqual({ q1: "EBIT" });
  });
});

// The wizard shows it and LazyAssessmentWizard counts it in the funnel: one rule for both.
describe("where a page view of the wizard starts", () => {
  const posted = { step: 1, data: { fullName: "Posted" } };
  const saved = { step: 3, data: { fullName: "Saved" } };

  it("takes the page action's answer first, then the saved draft, else an empty first step", () => {
    expect(startingPoint(posted, saved)).toBe(posted);
    expect(startingPoint(undefined, saved)).toBe(saved);
    expect(startingPoint(undefined, null)).toEqual({ step: 0, data: {} });
  });
});
