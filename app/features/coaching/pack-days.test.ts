import { describe, expect, it } from "vitest";
import { monthsAfter, packIncludes } from "./pack-days";

describe("a pack's last day (decision 0110)", () => {
  it.each([
    ["2026-11-27", 3, "2027-02-27"],
    ["2026-11-30", 3, "2027-02-28"],
    ["2027-11-30", 3, "2028-02-29"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2026-12-15", 1, "2027-01-15"],
    ["2026-05-31", 24, "2028-05-31"],
  ])("%s plus %i months is %s", (day, months, end) => {
    expect(monthsAfter(day, months)).toBe(end);
  });

  it("says what a pack includes", () => {
    expect(packIncludes({ kind: "coaching", sessions: 1, months: 1 })).toBe(
      "1 one-to-one coaching call to book within 1 month",
    );
    expect(packIncludes({ kind: "office-hours", sessions: null, months: 3 })).toBe(
      "3 months of weekly office hours with e-mail support",
    );
  });
});
