import { registrationsByEventSource } from "~/features/insights/registrations-by-event.server";
import { insightsFor } from "~/features/insights/insights.server";
import { dayFromNumber, dayNumber, type InsightsRange } from "~/features/insights/range-schema";
import { followUpsDue } from "~/features/people/attention.server";

/** The figures the digest compares with the week before (product.md §10.13). */
export const FIGURES = [
  { key: "visitors", label: "Visitors" },
  { key: "leads", label: "Leads" },
  { key: "assessments", label: "Assessments" },
  { key: "newsletter", label: "Newsletter sign-ups" },
  { key: "webinar", label: "Webinar registrations" },
  { key: "booked", label: "Booked calls" },
  { key: "won", label: "Won deals" },
  { key: "revenue", label: "Revenue" },
] as const;
export type FigureKey = (typeof FIGURES)[number]["key"];

type Ranked = Array<{ name: string; value: number; before: number }>;

export type DigestFigures = {
  range: InsightsRange;
  before: InsightsRange;
  figures: Array<{ key: FigureKey; label: string; value: number; before: number }>;
  sources: Ranked;
  pages: Ranked;
  followUps: Array<{ id: number; name: string; email: string; followUpAt: string | null }>;
};

const TOP = 5;

/** The week's figures from Insights' own queries (insightsFor, the events' registrations), not new ones. */
async function weekFigures(range: InsightsRange) {
  const [insights, registrations] = await Promise.all([
    insightsFor(range),
    registrationsByEventSource(range),
  ]);
  const form = (name: string) => insights.leadsByForm.find((f) => f.form === name)?.leads ?? 0;
  const values: Record<FigureKey, number> = {
    visitors: insights.visitors,
    leads: insights.leads,
    assessments: form("assessment"),
    newsletter: form("newsletter"),
    // The webinar's sign-up form and the registrations to webinar events (product.md §10.9).
    webinar: form("webinar") + registrations.reduce((sum, r) => sum + r.registrations, 0),
    booked: insights.booked,
    won: insights.closed,
    revenue: insights.revenue,
  };
  return { insights, values };
}

/** The range `days` days long ending with `to`, and the same days of the week before. */
export function weekRanges(from: string, to: string) {
  const range = { from, to };
  const before = { from: dayFromNumber(dayNumber(from) - 7), to: dayFromNumber(dayNumber(to) - 7) };
  return { range, before };
}

/** Everything the digest says for a range, each figure with the same days of the week before. */
export async function digestFigures(
  range: InsightsRange,
  before: InsightsRange,
  today: string,
): Promise<DigestFigures> {
  const [now, then, due] = await Promise.all([weekFigures(range), weekFigures(before), followUpsDue(today)]);
  const ranked = (
    mine: Array<{ name: string; value: number }>,
    theirs: Array<{ name: string; value: number }>,
  ): Ranked =>
    mine
      .filter((r) => r.value > 0)
      .slice(0, TOP)
      .map((r) => ({ ...r, before: theirs.find((t) => t.name === r.name)?.value ?? 0 }));
  const sourcesOf = (i: typeof now.insights) =>
    i.referrers.map((r) => ({ name: r.source, value: r.visitors }));
  const pagesOf = (i: typeof now.insights) => i.topPages.map((p) => ({ name: p.path, value: p.pageViews }));
  return {
    range,
    before,
    figures: FIGURES.map((f) => ({ ...f, value: now.values[f.key], before: then.values[f.key] })),
    sources: ranked(sourcesOf(now.insights), sourcesOf(then.insights)),
    pages: ranked(pagesOf(now.insights), pagesOf(then.insights)),
    followUps: due.map((p) => ({ id: p.id, name: p.name ?? "", email: p.email, followUpAt: p.followUpAt })),
  };
}
