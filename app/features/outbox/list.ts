import type { outbox } from "~/db/schema";
import { OUTBOX_STATUSES } from "./schema";
import { href } from "react-router";
import { capitalizedChoices, dateColumn, labelIn, type ListColumns, type ListLabels } from "~/lists/columns";
import { capitalized } from "~/lists/format";

/** The outbox without message bodies: what was sent to whom, and how delivery went. */
export type OutboxRow = Omit<
  typeof outbox.$inferSelect,
  "text" | "html" | "headers" | "lockedUntil" | "claimToken" | "personId"
>;

export const outboxStatusChoices = capitalizedChoices(OUTBOX_STATUSES);

/** "assessment-results" reads "Assessment results". */
export const outboxKindLabel = (kind: string) => capitalized(kind.replace(/[-_]+/g, " "));

export const outboxList: ListLabels = {
  title: "Outbox e-mails",
  csvPath: href("/api/admin/outbox"),
  emptyMessage: "No e-mails in the outbox.",
};

export const outboxColumns: ListColumns<OutboxRow> = {
  columns: [
    { header: "Kind", value: (r) => outboxKindLabel(r.kind) },
    { header: "To", value: (r) => r.to },
    { header: "Subject", value: (r) => r.subject, className: "max-w-xs" },
    { header: "Status", value: (r) => labelIn(outboxStatusChoices, r.status) },
    { header: "Attempts", value: (r) => r.attempts },
    { header: "Last error", value: (r) => r.lastError, className: "max-w-xs break-words text-red-800" },
    dateColumn("Queued", (r) => r.createdAt),
    dateColumn("Sent", (r) => r.sentAt),
    dateColumn("Next attempt", (r) => (r.status === "pending" ? r.nextAttemptAt : null)),
  ],
  exportColumns: [],
};
