import { DataTable } from "./data-table";
import { formatDateTime } from "./format";
import { leadColumns, resourceRequestColumns, withRenders } from "./list-columns";
import type { LeadRow, ResourceRequestRow } from "./types";
import { useAdminList } from "./use-admin-list";

const date = { Date: (r: { createdAt: string }) => formatDateTime(r.createdAt) };
const webinarColumns = withRenders(leadColumns.columns, date);
const requestColumns = withRenders(resourceRequestColumns.columns, date);

/**
 * product.md §10: the Legacy tab holds webinar registrations (`leads`) and resource requests. Two lists on
 * one view: each keeps its page and search in the URL under its own prefix.
 */
export function LegacyTab() {
  const leads = useAdminList<LeadRow>("/api/leads", { prefix: "webinar-" });
  const requests = useAdminList<ResourceRequestRow>("/api/admin/resource-requests", { prefix: "requests-" });
  return (
    <div className="grid gap-10">
      <section className="grid gap-3" aria-labelledby="legacy-webinar">
        <h2 id="legacy-webinar" className="text-xl font-bold">
          Webinar registrations
        </h2>
        <DataTable
          title="Webinar registrations"
          list={leads}
          columns={webinarColumns}
          rowKey={(r) => r.id}
          emptyMessage="No webinar registrations found."
        />
      </section>
      <section className="grid gap-3" aria-labelledby="legacy-requests">
        <h2 id="legacy-requests" className="text-xl font-bold">
          Resource requests
        </h2>
        <DataTable
          title="Resource requests"
          list={requests}
          columns={requestColumns}
          rowKey={(r) => r.id}
          emptyMessage="No resource requests found."
        />
      </section>
    </div>
  );
}
