import { sql } from "drizzle-orm";
import { resources } from "~/db/schema";
import type { ResourceListQuery } from "~/features/resources/schema";
import { contains, tableList } from "~/services/lists.server";
import type { ResourceRow } from "./list";

/** Every resource, published or not. */
export const { page: listResources, batches: resourceBatches } = tableList<ResourceListQuery, ResourceRow>(
  resources,
  {
    where: (q) =>
      contains(q.q, [
        resources.title,
        resources.category,
        resources.type,
        resources.difficulty,
        resources.format,
        sql`array_to_string(${resources.tags}, ' ')`,
      ]),
  },
);
