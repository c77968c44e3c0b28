import type { Attribution } from "~/db/schema";
import { SUBSCRIBER_STATES } from "~/features/newsletter/admin-schema";
import { href } from "react-router";
import { capitalizedChoices, labelIn, type ListColumns, type ListLabels } from "~/lists/columns";
import { isoDate } from "~/lists/format";

/** A subscriber as the admin sees it: the tokens are secrets of the subscriber's links. */
export type SubscriberRow = {
  id: number;
  email: string;
  state: string;
  consentSource: string | null;
  suppressedReason: string | null;
  subscribedAt: Date;
  createdAt: Date;
  attribution: Attribution;
};

/** The states as the owner reads them (decision 0085). */
export const subscriberStateChoices = capitalizedChoices(SUBSCRIBER_STATES);

export const subscriberList: ListLabels = {
  title: "Newsletter subscribers",
  csvPath: href("/api/admin/newsletter-subscribers"),
  emptyMessage: "No newsletter subscribers found.",
};

export const subscriberColumns: ListColumns<SubscriberRow> = {
  columns: [
    { header: "Email", value: (r) => r.email },
    { header: "Subscribed", value: (r) => isoDate(r.subscribedAt) },
    { header: "Status", value: (r) => labelIn(subscriberStateChoices, r.state) },
  ],
  exportColumns: [
    { header: "Consent source", value: (r) => r.consentSource ?? "" },
    { header: "Suppressed because", value: (r) => r.suppressedReason ?? "" },
  ],
};
