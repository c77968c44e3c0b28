import { CalendarClock } from "lucide-react";
import { href, Link } from "react-router";
import type { Route } from "./+types/people-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { adminMeta } from "~/components/admin/admin-view";
import { ListView, withRenders } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { LeadStatusBadge } from "~/features/people/admin/lead-status-control";
import { PeopleAttention } from "~/features/people/admin/people-attention";
import { PeopleFilters } from "~/features/people/admin/people-filters";
import { followUpsDue, speedToLead, upcomingCalls } from "~/features/people/attention.server";
import { listPeople } from "~/features/people/list.server";
import { peopleColumns, peopleList, type PersonRow } from "~/features/people/list";
import { peopleQuerySchema } from "~/features/people/schema";
import { formatDateTime } from "~/lists/format";
import { siteDay } from "~/utils/dates";

export const meta = () => adminMeta("People");

const FILTERS = ["q", "status", "source", "from", "to"] as const;

/**
 * /admin/people: the people to attend to, and one page of everyone as the URL's filters ask (the
 * page GET /api/admin/people answers; no rows and the reason, with 400, for a refused query).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = Object.fromEntries(
    FILTERS.flatMap((k) => (url.searchParams.get(k) ? [[k, url.searchParams.get(k)!]] : [])),
  );
  const today = siteDay();
  const [due, speed, calls, page] = await Promise.all([
    followUpsDue(today),
    speedToLead(),
    upcomingCalls(),
    listPage(request, peopleQuerySchema, listPeople),
  ]);
  return withListStatus({ filters, due, today, speed, calls, list: page }, page);
}

type Row = PersonRow & { nextCallAt: Date | null };

const columns = withRenders<Row>(peopleColumns.columns, {
  Person: (p) => (
    <>
      <Link
        to={href("/admin/people/:id", { id: String(p.id) })}
        className="font-semibold text-brand-700 underline"
      >
        {p.name || p.email}
      </Link>
      {p.name && <div className="text-muted">{p.email}</div>}
      {p.nextCallAt && (
        <div className="mt-1 inline-flex items-center gap-1 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">
          <CalendarClock className="h-3.5 w-3.5" aria-hidden />
          Call {formatDateTime(p.nextCallAt)}
        </div>
      )}
    </>
  ),
  Status: (p) => <LeadStatusBadge status={p.status} />,
});

export default function AdminPeoplePage({ loaderData }: Route.ComponentProps) {
  const { filters, due, today, speed, calls, list } = loaderData;
  const url = useListUrl({ filters: ["status", "source", "from", "to"] });
  // The export is a link above the list instead of ListView's button: it carries the filters before
  // the page has hydrated.
  const { csvPath, ...labels } = peopleList;
  const csv = `${csvPath}?${new URLSearchParams({ ...filters, format: "csv" })}`;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">People</h1>
      <PeopleAttention due={due} today={today} speed={speed} calls={calls} />
      <section aria-labelledby="list-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="list-heading" className="text-lg font-semibold text-brand-900">
            All people
          </h2>
          <a href={csv} download className="text-sm font-semibold text-brand-700 underline">
            Export CSV
          </a>
        </div>
        <PeopleFilters values={filters} />
        <ListView {...labels} list={list} url={url} searchable={false} columns={columns} />
      </section>
    </>
  );
}
