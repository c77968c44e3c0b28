import { href } from "react-router";
import { dollars } from "~/features/payments/money";
import { dateColumn, labelIn, type Choice, type ListColumns, type ListLabels } from "~/lists/columns";
import type { packs } from "~/db/schema";
import { packIncludes } from "./pack-days";
import { PACK_KIND_LABELS } from "./schema";

// /admin/coaching's two lists (product.md §10.16): the offers, and the clients with their credits.

export type PackListRow = typeof packs.$inferSelect;

const kindChoices: Choice[] = Object.entries(PACK_KIND_LABELS);

export const packList: ListLabels = {
  title: "Packs",
  csvPath: href("/api/admin/packs"),
  emptyMessage: "No packs yet: create one to sell it on /coaching.",
};

export const packColumns: ListColumns<PackListRow> = {
  columns: [
    { header: "Title", value: (r) => r.title, className: "font-medium max-w-xs" },
    { header: "Kind", value: (r) => labelIn(kindChoices, r.kind) },
    { header: "Includes", value: (r) => packIncludes(r), className: "max-w-xs" },
    { header: "Price", value: (r) => (r.priceCents / 100).toFixed(2), text: (r) => dollars(r.priceCents) },
    { header: "Status", value: (r) => (r.published ? "Published" : "Draft") },
    dateColumn("Updated", (r) => r.updatedAt),
  ],
  exportColumns: [
    { header: "Slug", value: (r) => r.slug },
    { header: "Sessions", value: (r) => r.sessions },
    { header: "Months", value: (r) => r.months },
    { header: "Scheduler event type", value: (r) => r.schedulerEventTypeUri },
    { header: "Join URL", value: (r) => r.joinUrl },
  ],
};

/** A client's pack with its person, and whether a call of theirs found no credit. */
export type ClientPackListRow = {
  id: number;
  createdAt: Date | string;
  personId: number;
  name: string | null;
  email: string;
  title: string;
  kind: string;
  sessions: number;
  credits: number;
  startsOn: string;
  endsOn: string;
  status: string;
  noCreditCalls: number;
  orderId: number;
};

export const clientPackList: ListLabels = {
  title: "Clients",
  csvPath: href("/api/admin/packs/clients"),
  emptyMessage: "No client has bought a pack yet.",
};

export const clientPackColumns: ListColumns<ClientPackListRow> = {
  columns: [
    { header: "Client", value: (r) => r.name ?? r.email, className: "font-medium" },
    { header: "Email", value: (r) => r.email },
    { header: "Pack", value: (r) => r.title, className: "max-w-xs" },
    {
      header: "Credits left",
      value: (r) => (r.kind === "coaching" ? r.credits : ""),
      text: (r) => (r.kind === "coaching" ? `${r.credits} of ${r.sessions}` : "Office hours"),
    },
    { header: "Ends on", value: (r) => r.endsOn },
    { header: "Status", value: (r) => (r.status === "refunded" ? "Refunded" : "Active") },
    { header: "No-credit calls", value: (r) => r.noCreditCalls },
  ],
  exportColumns: [
    dateColumn("Bought", (r) => r.createdAt),
    { header: "Starts on", value: (r) => r.startsOn },
    { header: "Sessions", value: (r) => r.sessions },
    { header: "Order", value: (r) => r.orderId },
  ],
};
