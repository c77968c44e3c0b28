import { useState } from "react";
import { ArrowDownUp } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { DataTable } from "./data-table";
import { DetailsList } from "./details-list";
import { describeAttribution, formatDateTime } from "./format";
import { inquiryColumns, trainingInterests as interests, withRenders } from "./list-columns";
import type { InquiryRow } from "./types";
import { useAdminList } from "./use-admin-list";

const columns = withRenders(inquiryColumns.columns, { Date: (r) => formatDateTime(r.createdAt) });

export function ContactTab() {
  const list = useAdminList<InquiryRow>("/api/contact-inquiries", { sort: "sort" });
  // product.md §2: newest first by default; the server orders (?sort=oldest reverses).
  const newestFirst = list.filter("sort") !== "oldest";
  const [open, setOpen] = useState<InquiryRow>();

  return (
    <>
      <DataTable
        title="Contact inquiries"
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        emptyMessage="No inquiries found."
        onOpenRow={setOpen}
        rowLabel={(r) => `inquiry from ${r.fullName}`}
        toolbar={
          <Button
            type="button"
            variant="outline"
            onClick={() => list.setFilter("sort", newestFirst ? "oldest" : "")}
          >
            <ArrowDownUp className="h-4 w-4" aria-hidden />
            {newestFirst ? "Newest first" : "Oldest first"}
            <span className="sr-only">(change the order)</span>
          </Button>
        }
      />
      <Dialog open={Boolean(open)} onOpenChange={(o) => !o && setOpen(undefined)}>
        <DialogContent width="2xl">
          {open && (
            <>
              <DialogHeader>
                <DialogTitle>Inquiry from {open.fullName}</DialogTitle>
                <DialogDescription>Received {formatDateTime(open.createdAt)}</DialogDescription>
              </DialogHeader>
              <DetailsList
                items={[
                  ["Name", open.fullName],
                  [
                    "Work email",
                    <a key="e" className="text-brand-700 underline" href={`mailto:${open.workEmail}`}>
                      {open.workEmail}
                    </a>,
                  ],
                  ["Company", open.companyName],
                  ["Role", open.role],
                  ["Company size", open.companySize],
                  ["Training interest", interests(open)],
                  ["Timeline", open.timeline],
                  ["Needs", open.needsDescription],
                  ["Came from", describeAttribution(open.attribution)],
                ]}
              />
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
