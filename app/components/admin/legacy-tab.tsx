import { useQuery } from "@tanstack/react-query";
import { DataTable, type Column } from "./data-table";
import { describeAttribution, formatDateTime, isoDate } from "./format";
import type { LeadRow, ResourceRequestRow } from "./types";

const leadColumns: Column<LeadRow>[] = [
  { header: "Name", value: (r) => r.name, className: "font-medium" },
  { header: "Email", value: (r) => r.email },
  { header: "Company", value: (r) => r.company },
  { header: "Role", value: (r) => r.role },
  { header: "Type", value: (r) => r.leadType },
  { header: "Date", value: (r) => isoDate(r.createdAt), render: (r) => formatDateTime(r.createdAt) },
];

const requestColumns: Column<ResourceRequestRow>[] = [
  { header: "Name", value: (r) => r.name, className: "font-medium" },
  { header: "Email", value: (r) => r.email },
  { header: "Resource", value: (r) => r.resourceTitle },
  { header: "Type", value: (r) => r.resourceType },
  { header: "Category", value: (r) => r.resourceCategory },
  { header: "Date", value: (r) => isoDate(r.createdAt), render: (r) => formatDateTime(r.createdAt) },
];

const attribution = {
  header: "Attribution",
  value: (r: { attribution: Record<string, string | undefined> }) => describeAttribution(r.attribution),
};

/** DESIGN.md: the Legacy tab holds webinar registrations (`leads`) and resource requests. */
export function LegacyTab() {
  const leads = useQuery<LeadRow[]>({ queryKey: ["/api/leads"] });
  const requests = useQuery<ResourceRequestRow[]>({ queryKey: ["/api/admin/resource-requests"] });
  return (
    <div className="grid gap-10">
      <section className="grid gap-3" aria-labelledby="legacy-webinar">
        <h2 id="legacy-webinar" className="text-xl font-bold">
          Webinar registrations
        </h2>
        <DataTable
          title="Webinar registrations"
          exportName="webinar-registrations"
          rows={leads.data}
          isLoading={leads.isLoading}
          error={leads.error}
          columns={leadColumns}
          exportColumns={[attribution]}
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
          exportName="resource-requests"
          rows={requests.data}
          isLoading={requests.isLoading}
          error={requests.error}
          columns={requestColumns}
          exportColumns={[attribution]}
          rowKey={(r) => r.id}
          emptyMessage="No resource requests found."
        />
      </section>
    </div>
  );
}
