import { describeAttribution } from "~/lists/format";
import { inquiryLabels, type InquiryRow } from "~/features/contact/list";
import { DetailsList, EmailLink } from "~/components/admin/details-list";
import { DetailsDialog } from "~/components/admin/details-dialog";

/** A whole contact inquiry, its choices in the words of the form. */
export function InquiryDetailsDialog({ row, onClose }: { row: InquiryRow | undefined; onClose: () => void }) {
  return (
    <DetailsDialog row={row} onClose={onClose} width="2xl" title={(r) => `Inquiry from ${r.fullName}`}>
      {(row) => (
        <DetailsList
          items={[
            ["Name", row.fullName],
            ["Work email", <EmailLink email={row.workEmail} />],
            ["Company", row.companyName],
            ["Role", inquiryLabels.role(row)],
            ["Company size", inquiryLabels.companySize(row)],
            ["Training interest", inquiryLabels.trainingInterest(row)],
            ["Timeline", inquiryLabels.timeline(row)],
            ["Needs", row.needsDescription],
            ["Came from", describeAttribution(row.attribution)],
          ]}
        />
      )}
    </DetailsDialog>
  );
}
