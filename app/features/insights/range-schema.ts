import { z } from "zod";
import "~/schemas/common";

/** The longest range the insights answer covers (a year and a day, for leap years). */
export const MAX_RANGE_DAYS = 366;
export const RANGE_PRESETS = [7, 30, 90] as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine(
    (s) => new Date(Date.parse(`${s}T00:00:00Z`) || 0).toISOString().startsWith(s),
    "is not a calendar date",
  );

export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
export const dayFromNumber = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/**
 * The date range of GET /api/admin/insights and /admin/insights: `from` and `to` (inclusive), both
 * or neither; neither means the 30 days ending `today`.
 */
export const insightsRangeSchema = (today: string) =>
  z
    .object({ from: isoDay.optional(), to: isoDay.optional() })
    .refine((r) => (r.from === undefined) === (r.to === undefined), {
      message: "give both from and to, or neither",
      path: ["from"],
    })
    .transform((r) => ({
      from: r.from ?? dayFromNumber(dayNumber(today) - 29),
      to: r.to ?? today,
    }))
    .refine((r) => r.from <= r.to, { message: "from must not be after to", path: ["from"] })
    .refine((r) => dayNumber(r.to) - dayNumber(r.from) < MAX_RANGE_DAYS, {
      message: `the range must not exceed ${MAX_RANGE_DAYS} days`,
      path: ["to"],
    });

export type InsightsRange = { from: string; to: string };

export type RangePreset = (typeof RANGE_PRESETS)[number];
export type ViewRange = { range: InsightsRange; preset: RangePreset | null; error?: string };

/**
 * The Insights view's query: `?days=7|30|90` (the last N days, today included) or `?from=&to=`.
 * A bad custom range falls back to the last 30 days with the reason, so the page still answers.
 */
export function parseViewRange(params: URLSearchParams, today: string): ViewRange {
  const days = Number(params.get("days"));
  const preset = RANGE_PRESETS.find((p) => p === days);
  const last = (n: RangePreset) => ({ from: dayFromNumber(dayNumber(today) - n + 1), to: today });
  if (preset) return { range: last(preset), preset };
  const parsed = insightsRangeSchema(today).safeParse({
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
  });
  if (parsed.success) return { range: parsed.data, preset: params.has("from") ? null : 30 };
  return { range: last(30), preset: 30, error: parsed.error.issues[0].message };
}
