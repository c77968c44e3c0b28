import type { Insights, Steps } from "~/features/insights/insights.server";
import { csvFileName, toCsv, type CsvCell } from "~/utils/csv";

/**
 * The Insights funnel as CSV (product.md §10.7): one row per first-touch source, campaign and landing page,
 * then the range's total, with the view's columns (app/features/insights/admin/sales-table.tsx):
 * the steps and the conversion between them (a share from 0 to 1, empty when nothing to divide by).
 */
export const FUNNEL_CSV_HEADER = [
  "from",
  "to",
  "dimension",
  "value",
  "visitors",
  "leads",
  "lead_rate",
  "booked",
  "booked_per_lead",
  "closed",
  "closed_per_booked",
  "revenue_usd",
  // product.md §10.14: revenue_usd is these three, refunds subtracted.
  "card_usd",
  "invoices_usd",
  "typed_usd",
];

const rate = (part: number, whole: number) => (whole > 0 ? Number((part / whole).toFixed(4)) : null);

export function funnelCsvRows(insights: Insights): CsvCell[][] {
  const row = (dimension: string, value: string, s: Steps): CsvCell[] => [
    insights.from,
    insights.to,
    dimension,
    value,
    s.visitors,
    s.leads,
    rate(s.leads, s.visitors),
    s.booked,
    rate(s.booked, s.leads),
    s.closed,
    rate(s.closed, s.booked),
    s.revenue.toFixed(2),
    s.cardRevenue.toFixed(2),
    s.invoiceRevenue.toFixed(2),
    s.typedRevenue.toFixed(2),
  ];
  return [
    ...insights.referrers.map((r) => row("source", r.source, r)),
    ...insights.campaigns.map((r) => row("campaign", r.campaign, r)),
    ...insights.landingPages.map((r) => row("landing_page", r.page, r)),
    row("total", "", insights),
  ];
}

/** The funnel as a CSV download (GET /api/admin/insights.csv). A few dozen rows: written at once. */
export const funnelCsvResponse = (insights: Insights) =>
  new Response(`\uFEFF${toCsv(FUNNEL_CSV_HEADER, funnelCsvRows(insights))}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName("insights")}"`,
    },
  });
