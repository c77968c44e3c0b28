import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { LeadStatusBadge } from "~/features/people/admin/lead-status-control";
import { formatDateTime } from "~/lists/format";

export type PersonRow = {
  id: number;
  email: string;
  name: string | null;
  company: string | null;
  status: string;
  sources: string[];
  firstSeenAt: Date | string;
  lastActivityAt: Date | string;
  followUpAt: string | null;
  /** Issue 26: the next call booked in the scheduler, if any. */
  nextCallAt?: Date | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

/** One page of people, most recent activity first; each row links to the person. */
export function PeopleTable({ people }: { people: PersonRow[] }) {
  if (people.length === 0) return <p className="text-muted">No people match these filters.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">People, most recent activity first</caption>
        <thead className="border-b border-slate-300 text-muted">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Person
            </th>
            <th scope="col" className="py-2 pr-4">
              Company
            </th>
            <th scope="col" className="py-2 pr-4">
              Status
            </th>
            <th scope="col" className="py-2 pr-4">
              Sources
            </th>
            <th scope="col" className="py-2 pr-4">
              Last activity
            </th>
            <th scope="col" className="py-2 pr-4">
              Follow-up
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <tr key={p.id} className="border-b border-slate-200">
              <td className="py-2 pr-4">
                <Link to={`/admin/people/${p.id}`} className="font-semibold text-brand-700 underline">
                  {p.name || p.email}
                </Link>
                {p.name && <div className="text-muted">{p.email}</div>}
                {p.nextCallAt && (
                  <div className="mt-1 inline-flex items-center gap-1 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">
                    <CalendarClock className="h-3.5 w-3.5" aria-hidden />
                    Call {formatDateTime(iso(p.nextCallAt))}
                  </div>
                )}
              </td>
              <td className="py-2 pr-4">{p.company}</td>
              <td className="py-2 pr-4">
                <LeadStatusBadge status={p.status} />
              </td>
              <td className="py-2 pr-4">{p.sources.join(", ")}</td>
              <td className="py-2 pr-4">{formatDateTime(iso(p.lastActivityAt))}</td>
              <td className="py-2 pr-4">{p.followUpAt}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
