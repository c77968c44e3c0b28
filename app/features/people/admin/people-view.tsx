import { data, href } from "react-router";
import type { Route } from "./+types/people-view";
import { adminMeta } from "~/components/admin/admin-view";
import { PeopleAttention } from "~/features/people/admin/people-attention";
import { PeopleFilters } from "~/features/people/admin/people-filters";
import { PeoplePages } from "~/features/people/admin/people-pages";
import { PeopleTable } from "~/features/people/admin/people-table";
import { peopleQuerySchema } from "~/features/people/schema";
import { followUpsDue, speedToLead, upcomingCalls } from "~/features/people/attention.server";
import { listPeople } from "~/features/people/directory.server";
import { siteDay } from "~/utils/dates";

export const meta = () => adminMeta("People");

const FILTERS = ["q", "status", "source", "from", "to"] as const;

/** /admin/people: filtered by the URL's query (the admin layout's guard has checked the session). */
export async function loader({ request }: Route.LoaderArgs) {
  // As parseQuery does for the API: an empty parameter means "any".
  const raw = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ""));
  const filters = Object.fromEntries(FILTERS.filter((k) => raw[k]).map((k) => [k, raw[k]]));
  const today = siteDay();
  const [due, speed, calls] = await Promise.all([followUpsDue(today), speedToLead(), upcomingCalls()]);
  const parsed = peopleQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const error = parsed.error.issues.map((i) => i.message).join(". ");
    return data({ filters, due, today, speed, calls, list: null, error }, { status: 400 });
  }
  return { filters, due, today, speed, calls, list: await listPeople(parsed.data), error: null };
}

export default function AdminPeoplePage({ loaderData }: Route.ComponentProps) {
  const { filters, due, today, speed, calls, list, error } = loaderData;
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
          <a href={csv} download className="text-sm font-semibold text-brand-700 underline">
            Export CSV
          </a>
        </div>
        <PeopleFilters values={filters} />
        {error && (
          <p role="alert" className="font-medium text-red-700">
            {error}
          </p>
        )}
        {list && (
          <>
            <PeopleTable people={list.people} />
            <PeoplePages page={list.page} pageSize={list.pageSize} total={list.total} />
          </>
        )}
      </section>
    </>
  );
}
