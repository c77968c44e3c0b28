import { contactInquiries } from "~/db/schema";
import type { InquiryRow } from "~/features/contact/list";
import type { InquiryListQuery } from "~/features/contact/schema";
import { contains, tableList } from "~/services/lists.server";

export const { page: listContactInquiries, batches: contactInquiryBatches } = tableList<
  InquiryListQuery,
  InquiryRow
>(contactInquiries, {
  ascending: (q) => q.sort === "oldest",
  where: (q) =>
    contains(q.q, [
      contactInquiries.fullName,
      contactInquiries.workEmail,
      contactInquiries.companyName,
      contactInquiries.role,
    ]),
});
