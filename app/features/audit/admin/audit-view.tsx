import { Form } from "react-router";
import type { Route } from "./+types/audit-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { ListView } from "~/components/admin/list-view";
import { useListUrl, type ListUrl } from "~/components/admin/use-list-url";
import { buttonVariants } from "~/components/ui/button";
import { fieldClasses } from "~/components/ui/field-styles";
import { Label } from "~/components/ui/label";
import { auditColumns, auditList } from "~/features/audit/list";
import { listAudit } from "~/features/audit/list.server";
import { auditListQuerySchema } from "~/features/audit/schema";

export const meta = () => adminMeta("Audit");

/** /admin/audit: who did what, when and from where, newest first, filtered and paged on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await listPage(request, auditListQuerySchema, listAudit);
  return withListStatus({ list }, list);
}

const FILTERS = [
  { name: "actor", label: "Admin (e-mail)", type: "search" },
  { name: "action", label: "Action", type: "search" },
  { name: "from", label: "From", type: "date" },
  { name: "to", label: "To", type: "date" },
] as const;

/** A plain GET form: the filters work before the scripts arrive, and the URL keeps them (page 1). */
function AuditFilters({ url }: { url: ListUrl }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter the audit trail">
      {FILTERS.map((f) => (
        <div key={`${f.name}=${url.filter(f.name)}`} className="grid gap-1">
          <Label htmlFor={`audit-${f.name}`}>{f.label}</Label>
          <input
            id={`audit-${f.name}`}
            name={f.name}
            type={f.type}
            defaultValue={url.filter(f.name)}
            className={fieldClasses}
          />
        </div>
      ))}
      <button type="submit" className={buttonVariants()}>
        Filter
      </button>
    </Form>
  );
}

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const url = useListUrl({ filters: FILTERS.map((f) => f.name) });
  return (
    <AdminView title="Audit">
      <ListView
        {...auditList}
        list={loaderData.list}
        url={url}
        searchable={false}
        columns={auditColumns}
        toolbar={<AuditFilters url={url} />}
      />
    </AdminView>
  );
}
