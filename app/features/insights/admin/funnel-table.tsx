import type { Insights } from "~/features/insights/insights.server";
import { formatCount, formatRate } from "./format";
import { RankedTable } from "./ranked-table";

type Stage = { label: string; reached: number; previous: number | null };

/** The assessment funnel: visitors reaching each step and submitting, with the drop-off between. */
export function FunnelTable({ funnel, submitted }: Pick<Insights, "funnel" | "submitted">) {
  const stages: Stage[] = [
    ...funnel.map((f, i) => ({
      label: `Step ${f.step}`,
      reached: f.reached,
      previous: i === 0 ? null : funnel[i - 1].reached,
    })),
    { label: "Submitted", reached: submitted, previous: funnel[funnel.length - 1]?.reached ?? null },
  ];
  return (
    <RankedTable
      caption="Assessment funnel: visitors reaching each step"
      rows={stages}
      rowKey={(s) => s.label}
      barValue={(s) => s.reached}
      empty="No assessment activity in this range."
      columns={[
        { header: "Stage", cell: (s) => s.label },
        { header: "Reached", numeric: true, cell: (s) => formatCount(s.reached) },
        {
          header: "Drop-off from previous",
          numeric: true,
          cell: (s) =>
            s.previous === null ? "–" : formatRate(Math.max(0, s.previous - s.reached), s.previous),
        },
      ]}
    />
  );
}
