import { href, Link } from "react-router";
import type { Route } from "./+types/sequences-view";
import { submitViewAction } from "~/admin/view-action";
import { thenGoTo, viewActions } from "~/admin/write.server";
import { AdminView, adminMeta, ViewSection } from "~/components/admin/admin-view";
import { DataTable, screenColumns } from "~/components/admin/data-table";
import { Badge } from "~/components/ui/badge";
import { env } from "~/utils/env.server";
import { createSequence, listSequences, resourceChoices } from "../sequences.server";
import { describeTrigger } from "../schema";
import { NEW_SEQUENCE, SequenceForm } from "./sequence-form";

export const meta = () => adminMeta("Sequences");

/** /admin/sequences: every follow-up sequence (product.md §10.12), and a new one. */
export async function loader() {
  const [sequences, resources] = await Promise.all([listSequences(), resourceChoices()]);
  return { sequences, resources, timeZone: env().SITE_TIME_ZONE };
}

/** intent=create (../sequences.server.ts): the new sequence, then its own view. */
export const action = viewActions({
  create: thenGoTo(createSequence, ({ id }) => href("/admin/sequences/:id", { id: String(id) })),
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

type Row = Route.ComponentProps["loaderData"]["sequences"][number];

const columns = screenColumns<Row>({
  Name: (r) => (
    <Link to={href("/admin/sequences/:id", { id: String(r.id) })} className="text-brand-700 underline">
      {r.name}
    </Link>
  ),
  State: (r) => <Badge tone={r.active ? "success" : "neutral"}>{r.active ? "Active" : "Off"}</Badge>,
  Trigger: (r) => describeTrigger(r.trigger),
  Steps: (r) => r.steps,
  Enrolled: (r) => r.enrolled,
  "In progress": (r) => r.inProgress,
});

export default function AdminSequences({ loaderData }: Route.ComponentProps) {
  const { sequences, resources, timeZone } = loaderData;
  return (
    <AdminView title="Sequences">
      <p className="mb-4 max-w-3xl text-sm">
        Follow-up e-mails chosen by what a person did. Every sequence stops for a person who books a call,
        becomes a client or unsubscribes.
      </p>
      <DataTable title="Sequences" rows={sequences} columns={columns} emptyMessage="No sequences yet." />
      <ViewSection
        headingId="new-sequence"
        title="New sequence"
        className="mt-8"
        headingClassName="mb-3 text-lg font-semibold"
      >
        <SequenceForm
          intent="create"
          value={NEW_SEQUENCE}
          resources={resources}
          timeZone={timeZone}
          submitLabel="Create sequence"
        />
      </ViewSection>
    </AdminView>
  );
}
