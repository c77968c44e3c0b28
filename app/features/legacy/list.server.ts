import { leads, resourceRequests } from "~/db/schema";
import { leadColumns, type LeadRow, type ResourceRequestRow } from "~/features/legacy/list";
import { listEndpoint } from "~/lists/responses.server";
import {
  leadListQuerySchema,
  type LeadListQuery,
  type ResourceRequestListQuery,
} from "~/features/legacy/schema";
import { contains, tableList } from "~/services/lists.server";

export const { page: listLeads, batches: leadBatches } = tableList<LeadListQuery, LeadRow>(leads, {
  where: (q) => contains(q.q, [leads.name, leads.email, leads.company, leads.role]),
});

/** GET /api/admin/leads and product.md §7's GET /api/leads (admin): one list, two paths. */
export const leadsEndpoint = listEndpoint("webinar-registrations", leadListQuerySchema, leadColumns, {
  page: listLeads,
  batches: leadBatches,
});

export const { page: listResourceRequests, batches: resourceRequestBatches } = tableList<
  ResourceRequestListQuery,
  ResourceRequestRow
>(resourceRequests, {
  where: (q) =>
    contains(q.q, [resourceRequests.name, resourceRequests.email, resourceRequests.resourceTitle]),
});
