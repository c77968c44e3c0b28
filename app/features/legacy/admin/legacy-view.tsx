import type { Route } from "./+types/legacy-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { ListView } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { leadColumns, leadList, resourceRequestColumns, resourceRequestList } from "~/features/legacy/list";
import { leadListQuerySchema, resourceRequestListQuerySchema } from "~/features/legacy/schema";
import { listLeads, listResourceRequests } from "~/features/legacy/list.server";

export const meta = () => adminMeta("Legacy");

// Two lists on one view: each keeps its page and search in the URL under its own prefix.
const WEBINAR = "webinar-";
const REQUESTS = "requests-";

/** /admin/legacy (product.md §10): webinar registrations (`leads`) and resource requests. */
export async function loader({ request }: Route.LoaderArgs) {
  const [webinar, requests] = await Promise.all([
    listPage(request, leadListQuerySchema, listLeads, WEBINAR),
    listPage(request, resourceRequestListQuerySchema, listResourceRequests, REQUESTS),
  ]);
  return withListStatus({ webinar, requests }, webinar, requests);
}

export default function AdminLegacyPage({ loaderData }: Route.ComponentProps) {
  const webinarUrl = useListUrl({ prefix: WEBINAR });
  const requestsUrl = useListUrl({ prefix: REQUESTS });
  return (
    <AdminView title="Legacy">
      <div className="grid gap-10">
        <section className="grid gap-3" aria-labelledby="legacy-webinar">
          <h2 id="legacy-webinar" className="text-xl font-bold">
            Webinar registrations
          </h2>
          <ListView {...leadList} list={loaderData.webinar} url={webinarUrl} columns={leadColumns.columns} />
        </section>
        <section className="grid gap-3" aria-labelledby="legacy-requests">
          <h2 id="legacy-requests" className="text-xl font-bold">
            Resource requests
          </h2>
          <ListView
            {...resourceRequestList}
            list={loaderData.requests}
            url={requestsUrl}
            columns={resourceRequestColumns.columns}
          />
        </section>
      </div>
    </AdminView>
  );
}
