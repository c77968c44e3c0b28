import { useState } from "react";
import { FigureList } from "~/components/admin/figure-list";
import { data, href, Link, useFetcher } from "react-router";
import type { Route } from "./+types/sequence-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction, type ViewAnswer } from "~/admin/view-action";
import { thenGoTo, viewActions } from "~/admin/write.server";
import { AdminView, adminMeta, BackToList } from "~/components/admin/admin-view";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DataTable, screenColumns } from "~/components/admin/data-table";
import { ListView, withRenders } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { Button } from "~/components/ui/button";
import { env } from "~/utils/env.server";
import { integerId } from "~/utils/http.server";
import { isRefused } from "~/utils/refusal";
import { enrollmentListQuerySchema } from "../admin-schema";
import { ENROLLMENT_STATUSES, enrollmentColumns, enrollmentList } from "../list";
import { listEnrollments } from "../list.server";
import { EXIT_LABELS, EXIT_REASONS, describeTrigger } from "../schema";
import { deleteSequence, resourceChoices, sequenceWithStats, updateSequence } from "../sequences.server";
import { SequenceForm } from "./sequence-form";

export const meta = () => adminMeta("Sequence");

/** /admin/sequences/{id}: the sequence to edit, its figures (product.md §10.12) and its enrolments. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const sequence = id ? await sequenceWithStats(id) : undefined;
  if (!id || !sequence || isRefused(sequence)) throw data("Sequence not found.", { status: 404 });
  const [enrollments, resources] = await Promise.all([
    listPage(request, enrollmentListQuerySchema, (q) => listEnrollments({ ...q, sequenceId: id })),
    resourceChoices(),
  ]);
  return withListStatus({ sequence, enrollments, resources, timeZone: env().SITE_TIME_ZONE }, enrollments);
}

/** The view's writes by `intent` (../sequences.server.ts, with their JSON endpoints). */
export const action = viewActions({
  save: updateSequence,
  delete: thenGoTo(deleteSequence, () => href("/admin/sequences")),
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

type Loaded = Route.ComponentProps["loaderData"];
type StepFigures = Loaded["sequence"]["stats"]["steps"][number] & { step: number; subject: string };

const stepColumns = screenColumns<StepFigures>({
  Step: (s) => `${s.step}. ${s.subject}`,
  Sent: (s) => s.sent,
  Clicked: (s) => s.clicked,
  Unsubscribed: (s) => s.unsubscribed,
  "Booked a call within 7 days": (s) => s.booked,
});

const statusChoices = ENROLLMENT_STATUSES.map(
  (s) => [s, s === "active" ? "In progress" : s === "completed" ? "Completed" : "Exited"] as const,
);

const enrollmentScreen = withRenders(enrollmentColumns.columns, {
  Person: (r) =>
    r.personId ? (
      <Link to={href("/admin/people/:id", { id: String(r.personId) })} className="text-brand-700 underline">
        {r.email}
      </Link>
    ) : (
      "(erased)"
    ),
});

function Figures({ sequence }: { sequence: Loaded["sequence"] }) {
  const { stats } = sequence;
  const figures: [string, number][] = [
    ["Enrolled", stats.enrolled],
    ["In progress", stats.active],
    ["Completed", stats.completed],
    ...EXIT_REASONS.filter((r) => stats.exited[r] > 0).map((r): [string, number] => [
      `Exited: ${EXIT_LABELS[r]}`,
      stats.exited[r],
    ]),
  ];
  const steps = stats.steps.map((s, i) => ({ ...s, step: i + 1, subject: sequence.steps[i]?.subject ?? "" }));
  return (
    <section aria-labelledby="figures-heading" className="mt-8">
      <h2 id="figures-heading" className="text-lg font-semibold">
        Figures
      </h2>
      <FigureList figures={figures} />
      <div className="mt-4">
        <DataTable title="Figures per step" rows={steps} columns={stepColumns} rowKey={(s) => s.step} />
      </div>
    </section>
  );
}

export default function AdminSequence({ loaderData }: Route.ComponentProps) {
  const { sequence, enrollments, resources, timeZone } = loaderData;
  const url = useListUrl({ filters: ["status"] });
  const remove = useFetcher<ViewAnswer>();
  const [confirming, setConfirming] = useState(false);
  const removeError = remove.data && !remove.data.ok ? remove.data.error : undefined;
  return (
    <AdminView title={sequence.name}>
      <BackToList to={href("/admin/sequences")} label="All sequences">
        {sequence.active ? "Active" : "Off"} · {describeTrigger(sequence.trigger)}
      </BackToList>
      <SequenceForm
        key={sequence.updatedAt.toString()}
        intent="save"
        value={sequence}
        resources={resources}
        timeZone={timeZone}
        submitLabel="Save sequence"
      />
      <div className="mt-4">
        <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
          Delete sequence
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this sequence?"
        description={`“${sequence.name}” stops at once for everyone in it. Its figures stay on their timelines.`}
        confirmLabel="Delete"
        busy={remove.state !== "idle"}
        busyLabel="Deleting…"
        error={removeError}
        onConfirm={() => void remove.submit({ intent: "delete" }, { method: "post" })}
        onCancel={() => setConfirming(false)}
      />
      <Figures sequence={sequence} />
      <section className="mt-8">
        <ListView
          {...enrollmentList(sequence.id)}
          list={enrollments}
          url={url}
          columns={enrollmentScreen}
          filters={[{ name: "status", label: "Status", options: statusChoices, anyLabel: "Any status" }]}
        />
      </section>
    </AdminView>
  );
}
