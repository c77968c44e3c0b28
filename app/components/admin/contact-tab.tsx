import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ArrowDownUp } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { DataTable, type Column } from "./data-table";
import { DetailsList } from "./details-list";
import { describeAttribution, formatDateTime, isoDate } from "./format";
import type { InquiryRow } from "./types";

const interests = (r: InquiryRow) => (r.trainingInterest ?? []).join(", ");

const columns: Column<InquiryRow>[] = [
  { header: "Name", value: (r) => r.fullName, className: "font-medium" },
  { header: "Work email", value: (r) => r.workEmail },
  { header: "Company", value: (r) => r.companyName },
  { header: "Role", value: (r) => r.role },
  { header: "Company size", value: (r) => r.companySize },
  { header: "Training interest", value: interests },
  { header: "Timeline", value: (r) => r.timeline },
  { header: "Date", value: (r) => isoDate(r.createdAt), render: (r) => formatDateTime(r.createdAt) },
];

const exportColumns: Column<InquiryRow>[] = [
  { header: "Needs", value: (r) => r.needsDescription },
  { header: "Attribution", value: (r) => describeAttribution(r.attribution) },
];

export function ContactTab() {
  const q = useQuery<InquiryRow[]>({ queryKey: ["/api/contact-inquiries"] });
  // SPEC §2: newest first by default.
  const [newestFirst, setNewestFirst] = useState(true);
  const [open, setOpen] = useState<InquiryRow>();
  const rows = useMemo(() => {
    if (!q.data) return undefined;
    const sorted = [...q.data].sort(
      (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
    );
    return newestFirst ? sorted : sorted.reverse();
  }, [q.data, newestFirst]);

  return (
    <>
      <DataTable
        title="Contact inquiries"
        exportName="contact-inquiries"
        rows={rows}
        isLoading={q.isLoading}
        error={q.error}
        columns={columns}
        exportColumns={exportColumns}
        rowKey={(r) => r.id}
        emptyMessage="No inquiries found."
        onOpenRow={setOpen}
        rowLabel={(r) => `inquiry from ${r.fullName}`}
        toolbar={
          <Button type="button" variant="outline" onClick={() => setNewestFirst((v) => !v)}>
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
