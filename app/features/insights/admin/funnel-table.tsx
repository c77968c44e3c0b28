import type { Insights } from "~/features/insights/insights.server";
import { formatCount, formatRate } from "./format";
import { RankedTable } from "./ranked-table";

export type Stage = { label: string; reached: number; previous: number | null };

type StageTableProps = {
  caption: string;
  stages: Stage[];
  empty: string;
  /** The columns' headers: the stage, how many reached it, and its change from the stage before. */
  headers: [stage: string, reached: string, change: string];
  /** The change from the stage before, said as a rate (the first stage has none: "–"). */
  change: (reached: number, previous: number) => string;
};

/** A funnel's stages, each with how many reached it and its change from the stage before. */
export function StageTable({
  caption,
  stages,
  empty,
  headers: [stage, reached, change],
  ...p
}: StageTableProps) {
  return (
    <RankedTable
      caption={caption}
      rows={stages}
      rowKey={(s) => s.label}
      barValue={(s) => s.reached}
      empty={empty}
      columns={[
        { header: stage, cell: (s) => s.label },
        { header: reached, numeric: true, cell: (s) => formatCount(s.reached) },
        {
          header: change,
          numeric: true,
          cell: (s) => (s.previous === null ? "–" : p.change(s.reached, s.previous)),
        },
      ]}
    />
  );
}

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
    <StageTable
      caption="Assessment funnel: visitors reaching each step"
      stages={stages}
      empty="No assessment activity in this range."
      headers={["Stage", "Reached", "Drop-off from previous"]}
      change={(reached, previous) => formatRate(Math.max(0, previous - reached), previous)}
    />
  );
}
