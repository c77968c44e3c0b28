import { Form, Link } from "react-router";
import type { Route } from "./+types/audit-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { buttonVariants } from "~/components/ui/button";
import { fieldClasses } from "~/components/ui/field-styles";
import { Label } from "~/components/ui/label";
import { formatDateTime } from "~/lists/format";
import { auditListQuerySchema } from "~/features/audit/schema";
import { listAudit } from "~/features/audit/audit.server";

export const meta = () => adminMeta("Audit");

/** /admin/audit: who did what, when and from where, newest first, filtered and paged on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await listPage(request, auditListQuerySchema, listAudit);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return withListStatus({ list, params }, list);
}

const FILTERS = [
  { name: "actor", label: "Admin (e-mail)", type: "search" },
  { name: "action", label: "Action", type: "search" },
  { name: "from", label: "From", type: "date" },
  { name: "to", label: "To", type: "date" },
] as const;

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { list, params } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageHref = (n: number) => `?${new URLSearchParams({ ...params, page: String(n) })}`;
  return (
    <AdminView title="Audit">
      {/* A plain GET form: the filters work before the scripts arrive, and the URL keeps them. */}
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter the audit trail">
        {FILTERS.map((f) => (
          <div key={f.name} className="grid gap-1">
            <Label htmlFor={`audit-${f.name}`}>{f.label}</Label>
            <input
              id={`audit-${f.name}`}
              name={f.name}
              type={f.type}
              defaultValue={params[f.name] ?? ""}
              className={fieldClasses}
            />
          </div>
        ))}
        <button type="submit" className={buttonVariants()}>
          Filter
        </button>
      </Form>
      {list.error ? (
        <p role="alert" className="mt-4 text-red-800">
          {list.error}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-muted">
        {list.total.toLocaleString("en-US")} {list.total === 1 ? "entry" : "entries"}
      </p>
      {list.rows.length === 0 ? (
        <p className="mt-2">No entries.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit trail, newest first</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="p-2">
                  When
                </th>
                <th scope="col" className="p-2">
                  Admin
                </th>
                <th scope="col" className="p-2">
                  Action
                </th>
                <th scope="col" className="p-2">
                  Target
                </th>
                <th scope="col" className="p-2">
                  Address
                </th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((r) => (
                <tr key={r.id} className="border-b border-slate-200 align-top">
                  <td className="p-2 whitespace-nowrap">{formatDateTime(r.at)}</td>
                  <td className="p-2">{r.actor.email ?? "—"}</td>
                  <td className="p-2 font-mono text-xs break-all">{r.action}</td>
                  <td className="p-2">{r.target ? `${r.target.type} ${r.target.id}` : "—"}</td>
                  <td className="p-2">{r.address ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label="Audit pages" className="mt-4 flex items-center gap-3 text-sm">
          {list.page > 1 ? <Link to={pageHref(list.page - 1)}>Previous page</Link> : null}
          <span>
            Page {list.page} of {pages}
          </span>
          {list.page < pages ? <Link to={pageHref(list.page + 1)}>Next page</Link> : null}
        </nav>
      ) : null}
    </AdminView>
  );
}
