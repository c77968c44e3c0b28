import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { RangePreset } from "~/features/insights/range-schema";
import type { Insights } from "~/features/insights/insights.server";
import { DailyBars } from "./daily-bars";
import { formatCount, formatRate } from "./format";
import { FunnelTable } from "./funnel-table";
import { RangePicker } from "./range-picker";
import { RankedTable } from "./ranked-table";
import { LeadsByDay } from "./leads-by-day";
import { SalesFunnel, SalesTable } from "./sales-table";
import { formatDollars } from "~/features/people/deal-schema";
import { INSIGHTS_TOP } from "../limits";

type Props = { insights: Insights; preset: RangePreset | null; error?: string };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `insights-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card className="grid content-start gap-4 p-5" role="region" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** The Insights view (/admin/insights): cookie-less visitor counts joined to leads, for a range. */
export function InsightsView({ insights, preset, error }: Props) {
  const { byDay, funnel, submitted } = insights;
  const { leads } = insights;
  const csv = `${href("/api/admin/insights.csv")}?${new URLSearchParams({ from: insights.from, to: insights.to })}`;
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold text-brand-900">Insights</h1>
        <Link to={href("/admin")} className="text-sm font-medium text-brand-700 underline">
          Back to the dashboard
        </Link>
      </header>
      <RangePicker range={insights} preset={preset} />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          That range could not be shown ({error}); showing the last 30 days.
        </p>
      )}
      <p className="text-sm text-muted">
        {insights.from} to {insights.to}, in the site's time zone. Visitors are counted without cookies, once
        per day.
      </p>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Figure label="Visitors" value={formatCount(insights.visitors)} />
        <Figure label="Page views" value={formatCount(insights.pageViews)} />
        <Figure label="Leads" value={formatCount(leads)} />
        <Figure label="Leads per visitor" value={formatRate(leads, insights.visitors)} />
        <Figure label="Booked a call" value={formatCount(insights.booked)} />
        <Figure label="Closed" value={formatCount(insights.closed)} />
        <Figure label="Revenue" value={formatDollars(insights.revenue)} />
        <Figure label="Closed per visitor" value={formatRate(insights.closed, insights.visitors)} />
      </dl>
      <p className="text-sm">
        <a href={csv} download className="font-semibold text-brand-700 underline">
          Export the funnel by source, campaign and landing page (CSV)
        </a>
      </p>
      <Section title="Visitors and page views per day">
        <DailyBars
          title="Visitors and page views per day"
          mode="grouped"
          days={byDay.map((d) => d.date)}
          series={[
            { label: "Visitors", color: "#1d4ed8", values: byDay.map((d) => d.visitors) },
            { label: "Page views", color: "#93c5fd", values: byDay.map((d) => d.pageViews) },
          ]}
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Top pages">
          <p className="text-sm text-muted">The {INSIGHTS_TOP} pages with the most page views.</p>
          <RankedTable
            caption={`The ${INSIGHTS_TOP} pages with the most page views`}
            rows={insights.topPages}
            rowKey={(r) => r.path}
            barValue={(r) => r.pageViews}
            empty="No page views in this range."
            columns={[
              { header: "Page", cell: (r) => r.path },
              { header: "Page views", numeric: true, cell: (r) => formatCount(r.pageViews) },
            ]}
          />
        </Section>
        <Section title="Assessment funnel">
          <FunnelTable funnel={funnel} submitted={submitted} />
        </Section>
      </div>
      <Section title="Sales funnel">
        <SalesFunnel totals={insights} />
      </Section>
      <Section title="Sources and conversion">
        <SalesTable
          caption="Visitors, leads, booked calls, closed and revenue per first-touch source, with the conversion between steps"
          rows={insights.referrers}
          label={{ header: "Source", cell: (r) => r.source }}
          empty="No visitors in this range."
        />
      </Section>
      <Section title="Campaigns">
        <SalesTable
          caption="Visitors, leads, booked calls, closed and revenue per campaign, with the conversion between steps"
          rows={insights.campaigns}
          label={{ header: "Campaign", cell: (r) => r.campaign }}
          empty="No campaign (utm_campaign) visits in this range."
        />
      </Section>
      <Section title="Landing pages">
        <p className="text-sm text-muted">
          Leads, calls and deals by the page where each person first arrived; visitors are those who viewed
          the page.
        </p>
        <SalesTable
          caption="Visitors, leads, booked calls, closed and revenue per first-touch landing page"
          rows={insights.landingPages}
          label={{ header: "Landing page", cell: (r) => r.page }}
          empty="No page views in this range."
        />
      </Section>
      <Section title="Leads per day by form">
        <LeadsByDay insights={insights} />
      </Section>
    </div>
  );
}
