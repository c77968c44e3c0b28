import { describe, expect, it } from "vitest";
import { countScale } from "./count-scale";

describe("countScale", () => {
  it("draws an empty chart from 0 to 1, each line labelled once", () => {
    expect(countScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it("keeps every line on a distinct whole number", () => {
    for (let largest = 0; largest <= 5000; largest++) {
      const { top, ticks } = countScale(largest);
      expect(new Set(ticks).size).toBe(ticks.length);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBe(top);
      // The bars fit, with at most one step of room above the largest.
      expect(top).toBeGreaterThanOrEqual(largest);
      const step = ticks[1] - ticks[0];
      expect(top - Math.max(largest, 1)).toBeLessThan(step);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("steps by 1, 2 or 5 times a power of ten", () => {
    expect(countScale(1).ticks).toEqual([0, 1]);
    expect(countScale(3).ticks).toEqual([0, 1, 2, 3]);
    expect(countScale(7).ticks).toEqual([0, 2, 4, 6, 8]);
    expect(countScale(11).ticks).toEqual([0, 5, 10, 15]);
    expect(countScale(100).ticks).toEqual([0, 50, 100]);
    expect(countScale(1234).ticks).toEqual([0, 500, 1000, 1500]);
  });
});
