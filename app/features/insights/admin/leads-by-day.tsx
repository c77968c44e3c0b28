import type { Insights } from "~/features/insights/insights.server";
import { DailyBars } from "./daily-bars";
import { formatCount } from "./format";

// Distinguishable colours for up to five forms (product.md's four lead forms and the newsletter).
const COLORS = ["#1d4ed8", "#d97706", "#059669", "#9333ea", "#64748b"];

/** Leads per day, stacked by form, with the range's total per form. */
export function LeadsByDay({ insights }: { insights: Insights }) {
  const { byDay, leadsByForm } = insights;
  if (leadsByForm.length === 0) return <p className="text-sm text-muted">No leads in this range.</p>;
  return (
    <div className="grid gap-4">
      <DailyBars
        title="Leads per day by form"
        mode="stacked"
        days={byDay.map((d) => d.date)}
        series={leadsByForm.map((f, i) => ({
          label: f.form,
          color: COLORS[i % COLORS.length],
          values: byDay.map((d) => d.leadsByForm[f.form] ?? 0),
        }))}
      />
      <ul className="flex flex-wrap gap-4 text-sm">
        {leadsByForm.map((f) => (
          <li key={f.form}>
            <span className="font-medium capitalize">{f.form}</span>: {formatCount(f.leads)}
          </li>
        ))}
      </ul>
    </div>
  );
}
