import { getTableColumns } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads, resourceRequests } from "~/db/schema";
import type { LeadListQuery, ResourceRequestListQuery } from "~/schemas/admin-lists";
import { batchesOf, contains, cursorAt, newest, pageOf, total, type List } from "~/services/lists.server";
import { leadColumns, type LeadRow, type ResourceRequestRow } from "~/features/legacy/list";
import { listEndpoint } from "~/lists/responses.server";
import { leadListQuerySchema } from "~/schemas/admin-lists";

const leadList: List<LeadListQuery> = {
  rows: () =>
    db()
      .select({ ...getTableColumns(leads), cursorAt: cursorAt(leads.createdAt) })
      .from(leads)
      .$dynamic(),
  count: () => db().select(total).from(leads).$dynamic(),
  order: () => newest(leads.createdAt, leads.id),
  where: (q) => contains(q.q, [leads.name, leads.email, leads.company, leads.role]),
};
export const listLeads = (q: LeadListQuery) => pageOf<LeadListQuery, LeadRow>(leadList, q);
export const leadBatches = (q: LeadListQuery) => batchesOf<LeadListQuery, LeadRow>(leadList, q);

/** GET /api/admin/leads and product.md §7's GET /api/leads (admin): one list, two paths. */
export const leadsEndpoint = listEndpoint("webinar-registrations", leadListQuerySchema, leadColumns, {
  page: listLeads,
  batches: leadBatches,
});

const requests: List<ResourceRequestListQuery> = {
  rows: () =>
    db()
      .select({ ...getTableColumns(resourceRequests), cursorAt: cursorAt(resourceRequests.createdAt) })
      .from(resourceRequests)
      .$dynamic(),
  count: () => db().select(total).from(resourceRequests).$dynamic(),
  order: () => newest(resourceRequests.createdAt, resourceRequests.id),
  where: (q) =>
    contains(q.q, [resourceRequests.name, resourceRequests.email, resourceRequests.resourceTitle]),
};
export const listResourceRequests = (q: ResourceRequestListQuery) =>
  pageOf<ResourceRequestListQuery, ResourceRequestRow>(requests, q);
export const resourceRequestBatches = (q: ResourceRequestListQuery) =>
  batchesOf<ResourceRequestListQuery, ResourceRequestRow>(requests, q);
