import type { Steps } from "~/features/insights/insights.server";
import { formatDollars } from "~/features/people/deal-schema";
import { formatCount, formatRate } from "./format";
import { RankedTable, type Column } from "./ranked-table";
import { StageTable, type Stage } from "./funnel-table";
import { INSIGHTS_TOP } from "../limits";

/**
 * The sales funnel's columns for a row of steps (a source, a campaign, a landing page),
 * with the conversion between steps: leads per visitor, booked per lead, closed per booked. The CSV
 * export (app/features/insights/funnel-list.ts) has the same columns.
 */
export function stepColumns<R extends Steps>(): Column<R>[] {
  return [
    { header: "Visitors", numeric: true, cell: (r) => formatCount(r.visitors) },
    { header: "Leads", numeric: true, cell: (r) => formatCount(r.leads) },
    { header: "Lead rate", numeric: true, cell: (r) => formatRate(r.leads, r.visitors) },
    { header: "Booked", numeric: true, cell: (r) => formatCount(r.booked) },
    { header: "Booked per lead", numeric: true, cell: (r) => formatRate(r.booked, r.leads) },
    { header: "Closed", numeric: true, cell: (r) => formatCount(r.closed) },
    { header: "Closed per booked", numeric: true, cell: (r) => formatRate(r.closed, r.booked) },
    { header: "Revenue", numeric: true, cell: (r) => formatDollars(r.revenue) },
    // product.md §10.14: what the revenue is made of, refunds subtracted.
    { header: "Paid by card", numeric: true, cell: (r) => formatDollars(r.cardRevenue) },
    { header: "Invoices paid", numeric: true, cell: (r) => formatDollars(r.invoiceRevenue) },
    { header: "Typed by hand", numeric: true, cell: (r) => formatDollars(r.typedRevenue) },
  ];
}

type Props<R extends Steps> = {
  caption: string;
  rows: R[];
  label: { header: string; cell: (row: R) => string };
  empty: string;
};

/**
 * A ranked table of funnel steps (it scrolls sideways on a narrow screen), after the note of what it
 * leaves out (nothing is cut without saying so).
 */
export function SalesTable<R extends Steps>({ caption, rows, label, empty }: Props<R>) {
  return (
    <>
      <p className="text-sm text-muted">
        The {INSIGHTS_TOP} with the most visitors, and every other one with a booked call or a deal. The CSV
        holds the same rows.
      </p>
      <RankedTable
        caption={caption}
        rows={rows}
        rowKey={label.cell}
        barValue={(r) => r.visitors}
        empty={empty}
        columns={[label, ...stepColumns<R>()]}
      />
    </>
  );
}

/** The range's funnel: visitors, leads, booked a call, closed, with the conversion from each step. */
export function SalesFunnel({ totals }: { totals: Steps }) {
  const stages: Stage[] = [
    { label: "Visitors", reached: totals.visitors, previous: null },
    { label: "Leads", reached: totals.leads, previous: totals.visitors },
    { label: "Booked a call", reached: totals.booked, previous: totals.leads },
    { label: "Closed", reached: totals.closed, previous: totals.booked },
  ];
  return (
    <div className="grid gap-3">
      <StageTable
        caption="Sales funnel: visitors, leads, booked a call and closed, with the conversion from the step before"
        stages={stages}
        empty="Nothing in this range."
        headers={["Step", "Count", "Conversion from previous"]}
        change={formatRate}
      />
      <p className="text-sm">
        Revenue: <strong className="tabular-nums">{formatDollars(totals.revenue)}</strong> (paid by card{" "}
        {formatDollars(totals.cardRevenue)}, invoices paid {formatDollars(totals.invoiceRevenue)}, typed by
        hand {formatDollars(totals.typedRevenue)}; refunds subtracted)
      </p>
    </div>
  );
}
