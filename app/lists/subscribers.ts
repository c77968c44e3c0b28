import type { newsletterSubscribers } from "~/db/schema";
import type { ListColumns } from "./columns";
import { isoDate } from "./format";

/** A subscriber as the admin sees it: the unsubscribe token is a secret of the subscriber's link. */
export type SubscriberRow = Omit<
  typeof newsletterSubscribers.$inferSelect,
  "unsubscribeToken" | "personId"
> & {
  createdAt: Date;
};

export const subscriberColumns: ListColumns<SubscriberRow> = {
  columns: [
    { header: "Email", value: (r) => r.email },
    { header: "Subscribed", value: (r) => isoDate(r.subscribedAt) },
    { header: "Status", value: (r) => (r.isActive ? "Active" : "Unsubscribed") },
  ],
  exportColumns: [],
};
