import { LeadStatusBadge } from "~/components/admin/lead-status-control";
import { describeAttribution, formatDateTime } from "~/lists/format";

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
};

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
  ];
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
