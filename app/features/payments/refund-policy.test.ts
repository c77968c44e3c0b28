import { describe, expect, it } from "vitest";
import { policyRefundCents } from "./refund-policy";

const START = new Date("2026-12-10T17:00:00Z");
const daysBefore = (d: number) => new Date(START.getTime() - d * 24 * 3600_000);

describe("policyRefundCents (product.md §9.5)", () => {
  it("refunds in full 8 days before the start", () => {
    expect(policyRefundCents(49_500, START, daysBefore(8))).toBe(49_500);
  });
  it("refunds half 3 days before", () => {
    expect(policyRefundCents(49_500, START, daysBefore(3))).toBe(24_750);
  });
  it("refunds nothing 1 day before", () => {
    expect(policyRefundCents(49_500, START, daysBefore(1))).toBe(0);
  });
  it("draws the lines at exactly 7 days and 48 hours", () => {
    expect(policyRefundCents(1000, START, daysBefore(7))).toBe(1000);
    expect(policyRefundCents(1001, START, daysBefore(2))).toBe(500);
    expect(policyRefundCents(1000, START, new Date(daysBefore(2).getTime() + 1))).toBe(0);
  });
});
