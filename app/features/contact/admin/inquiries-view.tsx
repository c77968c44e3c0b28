import { ArrowDownUp } from "lucide-react";
import type { Route } from "./+types/inquiries-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { InquiryDetailsDialog } from "~/features/contact/admin/inquiry-details-dialog";
import { ListView } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { useOpenRow } from "~/components/admin/use-open-row";
import { Button } from "~/components/ui/button";
import { inquiryColumns, inquiryList } from "~/features/contact/list";
import { inquiryListQuerySchema } from "~/features/contact/schema";
import { listContactInquiries } from "~/features/contact/list.server";

export const meta = () => adminMeta("Contact");

/** /admin/contact: product.md's Contact tab, newest first by default (`?sort=oldest` reverses). */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await listPage(request, inquiryListQuerySchema, listContactInquiries);
  return withListStatus({ list }, list);
}

export default function AdminContactPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const url = useListUrl({ sort: "sort" });
  const newestFirst = url.filter("sort") !== "oldest";
  const details = useOpenRow(list.rows);
  return (
    <AdminView title="Contact">
      <ListView
        {...inquiryList}
        list={list}
        url={url}
        columns={inquiryColumns.columns}
        onOpenRow={details.open}
        rowLabel={(r) => `inquiry from ${r.fullName}`}
        toolbar={
          <Button
            type="button"
            variant="outline"
            onClick={() => url.setFilter("sort", newestFirst ? "oldest" : "")}
          >
            <ArrowDownUp className="h-4 w-4" aria-hidden />
            {newestFirst ? "Newest first" : "Oldest first"}
            <span className="sr-only">(change the order)</span>
          </Button>
        }
      />
      <InquiryDetailsDialog row={details.row} onClose={details.close} />
    </AdminView>
  );
}
