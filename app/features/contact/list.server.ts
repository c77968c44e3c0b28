import { getTableColumns } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactInquiries } from "~/db/schema";
import type { InquiryListQuery } from "~/schemas/admin-lists";
import { batchesOf, contains, cursorAt, pageOf, total, type List } from "~/services/lists.server";
import type { InquiryRow } from "~/features/contact/list";

const inquiries: List<InquiryListQuery> = {
  rows: () =>
    db()
      .select({ ...getTableColumns(contactInquiries), cursorAt: cursorAt(contactInquiries.createdAt) })
      .from(contactInquiries)
      .$dynamic(),
  count: () => db().select(total).from(contactInquiries).$dynamic(),
  order: (q) => ({
    at: contactInquiries.createdAt,
    id: contactInquiries.id,
    ascending: q.sort === "oldest",
  }),
  where: (q) =>
    contains(q.q, [
      contactInquiries.fullName,
      contactInquiries.workEmail,
      contactInquiries.companyName,
      contactInquiries.role,
    ]),
};
export const listContactInquiries = (q: InquiryListQuery) =>
  pageOf<InquiryListQuery, InquiryRow>(inquiries, q);
export const contactInquiryBatches = (q: InquiryListQuery) =>
  batchesOf<InquiryListQuery, InquiryRow>(inquiries, q);
