import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { describeAttribution, formatDateTime } from "~/lists/format";
import { inquiryLabels, type InquiryRow } from "~/features/contact/list";
import { DetailsList } from "~/components/admin/details-list";

/** A whole contact inquiry, its choices in the words of the form. */
export function InquiryDetailsDialog({ row, onClose }: { row: InquiryRow | undefined; onClose: () => void }) {
  return (
    <Dialog open={Boolean(row)} onOpenChange={(o) => !o && onClose()}>
      <DialogContent width="2xl">
        {row && (
          <>
            <DialogHeader>
              <DialogTitle>Inquiry from {row.fullName}</DialogTitle>
              <DialogDescription>Received {formatDateTime(row.createdAt)}</DialogDescription>
            </DialogHeader>
            <DetailsList
              items={[
                ["Name", row.fullName],
                [
                  "Work email",
                  <a key="e" className="text-brand-700 underline" href={`mailto:${row.workEmail}`}>
                    {row.workEmail}
                  </a>,
                ],
                ["Company", row.companyName],
                ["Role", inquiryLabels.role(row)],
                ["Company size", inquiryLabels.companySize(row)],
                ["Training interest", inquiryLabels.trainingInterest(row)],
                ["Timeline", inquiryLabels.timeline(row)],
                ["Needs", row.needsDescription],
                ["Came from", describeAttribution(row.attribution)],
              ]}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
