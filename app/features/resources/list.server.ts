import { getTableColumns, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { resources } from "~/db/schema";
import type { ResourceListQuery } from "~/schemas/admin-lists";
import { batchesOf, contains, cursorAt, newest, pageOf, total, type List } from "~/services/lists.server";
import type { ResourceRow } from "./list";

/** Every resource, published or not. */
const resourceList: List<ResourceListQuery> = {
  rows: () =>
    db()
      .select({ ...getTableColumns(resources), cursorAt: cursorAt(resources.createdAt) })
      .from(resources)
      .$dynamic(),
  count: () => db().select(total).from(resources).$dynamic(),
  order: () => newest(resources.createdAt, resources.id),
  where: (q) =>
    contains(q.q, [
      resources.title,
      resources.category,
      resources.type,
      resources.difficulty,
      resources.format,
      sql`array_to_string(${resources.tags}, ' ')`,
    ]),
};

export const listResources = (q: ResourceListQuery) =>
  pageOf<ResourceListQuery, ResourceRow>(resourceList, q);
export const resourceBatches = (q: ResourceListQuery) =>
  batchesOf<ResourceListQuery, ResourceRow>(resourceList, q);
