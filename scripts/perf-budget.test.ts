import { describe, expect, it } from "vitest";
import {
  budgetMisses,
  markdownTable,
  median,
  medianMetrics,
  scriptsBeforePaint,
  type RunMetrics,
} from "./perf-budget";

const good: RunMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1200,
  tbt: 20,
  cls: 0,
  jsBytes: 100 * 1024,
  totalBytes: 130 * 1024,
  observedFcp: 153,
  scriptsBeforePaint: 12,
  highPriorityScripts: 12,
};

describe("perf budget", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("takes each metric's median across runs", () => {
    const m = medianMetrics([
      good,
      { ...good, lcp: 3000, performance: 80 },
      { ...good, lcp: 1300, performance: 99 },
    ]);
    expect(m.lcp).toBe(1300);
    expect(m.performance).toBe(99);
  });

  it("fails a page whose metrics Lighthouse could not measure", () => {
    const m = medianMetrics([good, { ...good, lcp: Number.NaN, tbt: Number.NaN }, good]);
    expect(budgetMisses({ ...good, lcp: Number.NaN })).toEqual(["lcp not measured"]);
    expect(m.lcp).toBeNaN();
    expect(budgetMisses(m)).toEqual(["lcp not measured", "tbt not measured"]);
  });

  it("passes a page exactly at every limit (the simulated score and best practices are for the record)", () => {
    expect(
      budgetMisses(
        { ...good, performance: 60, bestPractices: 96, lcp: 1200, tbt: 50, cls: 0, jsBytes: 120 * 1024 },
        { lcp: 1200 / 1.1, tbt: 0, cls: 0 },
      ),
    ).toEqual([]);
  });

  it.each([
    ["accessibility", { accessibility: 99 }],
    ["seo", { seo: 92 }],
    ["lcp", { lcp: 1201 }],
    ["tbt", { tbt: 51 }],
    ["cls", { cls: 0.001 }],
    ["jsBytes", { jsBytes: 120 * 1024 + 1 }],
  ])("fails a page that misses %s", (key, change) => {
    const misses = budgetMisses({ ...good, ...change });
    expect(misses).toHaveLength(1);
    expect(misses[0].startsWith(key)).toBe(true);
  });

  it("fails a page whose LCP is over 1.1x its floor's, or whose floor was not measured", () => {
    expect(budgetMisses({ ...good, lcp: 900 }, { lcp: 800, tbt: 0, cls: 0 })).toEqual([
      "lcp 1.13x the floor's > 1.1x",
    ]);
    expect(budgetMisses(good, { lcp: Number.NaN, tbt: 0, cls: 0 })).toEqual(["floor not measured"]);
  });

  it("marks each row of the table as within budget or not, the floor and the simulated figures beside", () => {
    const floor = { lcp: 1000, tbt: 0, cls: 0 };
    const simulated = { ...good, performance: 97, lcp: 2130 };
    const table = markdownTable([
      { path: "/", metrics: good, floor, simulated },
      { path: "/slow", metrics: { ...good, lcp: 2500 }, floor },
      { path: "/gone", error: "HTTP 404" },
    ]);
    const rows = table.split("\n");
    expect(rows[2]).toBe(
      "| / | 1.20 s | 1.00 s | 1.20x | 20 ms | 0 ms | 0.000 | 100 | 100 | 100 | 100.0 KB | 97 | 2.13 s | 12 of 12 by 153 ms | ✗ lcp 1.20x the floor's > 1.1x |",
    );
    expect(rows[3]).toContain("lcp 2.50 s > 1.20 s");
    expect(rows[3]).toContain("| – | – | not recorded |");
    expect(rows[4]).toContain("✗ HTTP 404");
    expect(rows[4].split("|")).toHaveLength(rows[2].split("|").length);
  });

  it("counts the High-priority scripts that finished by the unthrottled paint (what the estimate models as blocking)", () => {
    const requests = [
      { resourceType: "Document", priority: "VeryHigh", networkEndTime: 14 },
      { resourceType: "Script", priority: "High", networkEndTime: 96 },
      { resourceType: "Script", priority: "High", networkEndTime: 153 },
      { resourceType: "Script", priority: "High", networkEndTime: 154 },
      { resourceType: "Script", priority: "Low", networkEndTime: 50 },
      { resourceType: "Script", priority: "High" },
    ];
    expect(scriptsBeforePaint(requests, 153)).toEqual({ scriptsBeforePaint: 2, highPriorityScripts: 4 });
    expect(scriptsBeforePaint(requests, Number.NaN)).toEqual({
      scriptsBeforePaint: 0,
      highPriorityScripts: 4,
    });
  });
});
