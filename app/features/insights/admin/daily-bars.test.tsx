import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DailyBars } from "./daily-bars";

/** The numbers written beside the chart's grid lines, bottom first. */
function gridLabels(values: number[]) {
  const days = values.map((_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`);
  const html = renderToStaticMarkup(
    <DailyBars
      title="Visits"
      days={days}
      series={[{ label: "Visits", color: "#000", values }]}
      mode="stacked"
    />,
  );
  return [...html.matchAll(/<text[^>]*text-anchor="end"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
}

describe("DailyBars' grid lines", () => {
  it("with no visits yet: 0 and 1, not 1 twice", () => {
    expect(gridLabels([0, 0, 0])).toEqual(["0", "1"]);
  });

  it("labels each line with the count it stands at", () => {
    expect(gridLabels([1, 3, 2])).toEqual(["0", "1", "2", "3"]);
    expect(gridLabels([1200, 40])).toEqual(["0", "500", "1,000", "1,500"]);
  });
});
