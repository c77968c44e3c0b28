import { href } from "react-router";
import type { ListColumns, ListLabels } from "~/lists/columns";
import { isoDate } from "~/lists/format";
import { EXIT_LABELS, type ExitReason } from "./schema";

/** An enrolment as its list shows it (GET /api/admin/sequences/{id}/enrollments answers these fields). */
export type EnrollmentRow = {
  id: number;
  personId: number | null;
  email: string | null;
  name: string | null;
  status: string;
  exitReason: string | null;
  /** Steps sent so far. */
  stepsSent: number;
  dueAt: Date | null;
  enrolledAt: Date;
  endedAt: Date | null;
};

export const ENROLLMENT_STATUSES = ["active", "completed", "exited"] as const;

const statusOf = (r: EnrollmentRow) =>
  r.status === "exited"
    ? `Exited: ${EXIT_LABELS[r.exitReason as ExitReason] ?? r.exitReason}`
    : r.status === "active"
      ? "In progress"
      : "Completed";

/** A sequence's enrolments (its CSV is the sequence's own). */
export const enrollmentList = (sequenceId: number): ListLabels => ({
  title: "Enrolments",
  csvPath: href("/api/admin/sequences/:id/enrollments", { id: String(sequenceId) }),
  emptyMessage: "Nobody has been enrolled yet.",
});

export const enrollmentColumns: ListColumns<EnrollmentRow> = {
  columns: [
    { header: "Person", value: (r) => r.email ?? "(erased)", className: "font-medium" },
    { header: "Status", value: statusOf },
    { header: "Steps sent", value: (r) => r.stepsSent },
    { header: "Enrolled", value: (r) => isoDate(r.enrolledAt) },
  ],
  exportColumns: [
    { header: "Name", value: (r) => r.name ?? "" },
    { header: "Next step due", value: (r) => (r.dueAt ? isoDate(r.dueAt) : "") },
    { header: "Ended", value: (r) => (r.endedAt ? isoDate(r.endedAt) : "") },
  ],
};
