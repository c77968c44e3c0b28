import { CalendarClock } from "lucide-react";
import { href, Link } from "react-router";
import type { Route } from "./+types/people-view";
import { listPage, withListStatus, type ListPage } from "~/admin/list-page.server";
import { adminMeta } from "~/components/admin/admin-view";
import { screenColumns } from "~/components/admin/data-table";
import { ListView } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { LeadStatusBadge } from "~/features/people/admin/lead-status-control";
import { PeopleAttention } from "~/features/people/admin/people-attention";
import { PeopleFilters } from "~/features/people/admin/people-filters";
import { followUpsDue, speedToLead, upcomingCalls } from "~/features/people/attention.server";
import { listPeople } from "~/features/people/directory.server";
import { peopleList, type PersonRow } from "~/features/people/list";
import { peopleQuerySchema } from "~/features/people/schema";
import { formatDateTime } from "~/lists/format";
import { siteDay } from "~/utils/dates";

export const meta = () => adminMeta("People");

const FILTERS = ["q", "status", "source", "from", "to"] as const;

/**
 * /admin/people: the people to attend to, and one page of everyone as the URL's filters ask (the
 * list as GET /api/admin/people answers it; null and the reason, with 400, for a refused query).
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
    listPage(request, peopleQuerySchema, async (q) => {
      const { people, total } = await listPeople(q);
      return { rows: people, total };
    }),
  ]);
  const list = page.error
    ? null
    : { people: page.rows, total: page.total, page: page.page, pageSize: page.pageSize };
  return withListStatus({ filters, due, today, speed, calls, list, error: page.error }, page);
}

type Row = PersonRow & { nextCallAt: Date | null };

const columns = screenColumns<Row>({
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
  Company: (p) => p.company,
  Status: (p) => <LeadStatusBadge status={p.status} />,
  Sources: (p) => p.sources.join(", "),
  "Last activity": (p) => formatDateTime(p.lastActivityAt),
  "Follow-up": (p) => p.followUpAt,
});

export default function AdminPeoplePage({ loaderData }: Route.ComponentProps) {
  const { filters, due, today, speed, calls, list, error } = loaderData;
  const url = useListUrl({ filters: ["status", "source", "from", "to"] });
  const page: ListPage<Row> = {
    rows: list?.people ?? [],
    total: list?.total ?? 0,
    page: list?.page ?? 1,
    pageSize: list?.pageSize ?? 1,
    error,
  };
  const csv = `${href("/api/admin/people.csv")}?${new URLSearchParams(filters)}`;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">People</h1>
      <PeopleAttention due={due} today={today} speed={speed} calls={calls} />
      <section aria-labelledby="list-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="list-heading" className="text-lg font-semibold text-brand-900">
            All people
          </h2>
          {/* A link, not the list's button: it carries the filters before the page has hydrated. */}
          <a href={csv} download className="text-sm font-semibold text-brand-700 underline">
            Export CSV
          </a>
        </div>
        <PeopleFilters values={filters} />
        <ListView {...peopleList} list={page} url={url} searchable={false} columns={columns} />
      </section>
    </>
  );
}
