import { LeadStatusBadge } from "~/features/people/admin/lead-status-control";
import { describeAttribution, formatDateTime } from "~/lists/format";
import { DEAL_PRODUCT_LABELS, formatDollars, type DealProduct } from "~/features/people/deal-schema";

type Person = {
  email: string;
  company: string | null;
  role: string | null;
  status: string;
  sources: string[];
  firstSeenAt: Date | string;
  lastActivityAt: Date | string;
  followUpAt: string | null;
  attribution: Record<string, string | undefined> | null;
  nextCallAt?: Date | string | null;
  deal?: { dealValue: number | null; dealProduct: string | null } | null;
};

/** "$12,500 · Workshop", or what of it is known (product.md §10.7). */
export function describeDeal(deal: { dealValue: number | null; dealProduct: string | null }) {
  const parts = [
    deal.dealValue === null ? null : formatDollars(deal.dealValue),
    deal.dealProduct ? (DEAL_PRODUCT_LABELS[deal.dealProduct as DealProduct] ?? deal.dealProduct) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "No value recorded";
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** Who the person is: their fields, status, sources, times and first-touch attribution. */
export function PersonSummary({ person: p }: { person: Person }) {
  const rows: Array<[string, React.ReactNode]> = [
    ["E-mail", p.email],
    ["Company", p.company],
    ["Role", p.role],
    ["Status", <LeadStatusBadge key="s" status={p.status} />],
    ["Sources", p.sources.join(", ")],
    ["First seen", formatDateTime(iso(p.firstSeenAt))],
    ["Last activity", formatDateTime(iso(p.lastActivityAt))],
    ["Follow-up", p.followUpAt ?? "None"],
    ["First touch", describeAttribution(p.attribution) || "Unknown"],
    ["Next call", p.nextCallAt ? formatDateTime(iso(p.nextCallAt)) : "None booked"],
  ];
  if (p.deal) rows.push(["Deal", describeDeal(p.deal)]);
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 p-4 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd>{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
