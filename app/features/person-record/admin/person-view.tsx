import { href } from "react-router";
import type { Route } from "./+types/person-view";
import { invoicesOf } from "~/features/payments/invoices.server";
import { invoicePerson } from "~/features/payments/writes.server";
import { InvoicePanel } from "~/features/payments/admin/invoice-panel";
import { submitViewAction } from "~/admin/view-action";
import { viewActions, thenGoTo } from "~/admin/write.server";
import { adminMeta } from "~/components/admin/admin-view";
import { ErasePerson } from "~/features/people/admin/erase-person";
import { PersonControls } from "~/features/people/admin/person-controls";
import { PersonSummary } from "~/features/people/admin/person-summary";
import { PersonTimeline } from "./person-timeline";
import { getPerson } from "~/features/person-record/record.server";
import { addNote, changeFollowUp, changeStatus, clearFollowUp } from "~/features/people/writes.server";
import { erase } from "~/features/person-record/writes.server";
import { integerId } from "~/utils/http.server";

export const meta = () => adminMeta("Person");

/** /admin/people/{id}: the person and their timeline (the admin layout's guard has checked the session). */
export async function loader({ params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const person = id && (await getPerson(id));
  if (!person) throw new Response("Person not found", { status: 404 });
  return { person, invoices: await invoicesOf(person.id) };
}

/**
 * The page's writes, by `intent` (each defined once, with its JSON endpoint: ../writes.server.ts).
 * Erasing leaves nothing to show here: it answers with the People list.
 */
export const action = viewActions({
  status: changeStatus,
  note: addNote,
  "follow-up": changeFollowUp,
  "clear-follow-up": clearFollowUp,
  erase: thenGoTo(erase, () => href("/admin/people")),
  invoice: invoicePerson,
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

export default function AdminPersonPage({ loaderData }: Route.ComponentProps) {
  const { person } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{person.name || person.email}</h1>
        <div className="flex gap-2">
          <a
            href={href("/api/admin/people/:id/export", { id: String(person.id) })}
            download
            className="inline-flex h-9 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-ink hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            Export data
          </a>
          <ErasePerson name={person.name || person.email} />
        </div>
      </div>
      <PersonSummary person={person} />
      <PersonControls person={person} />
      {person.deal && <InvoicePanel dealValue={person.deal.dealValue} invoices={loaderData.invoices} />}
      <PersonTimeline entries={person.timeline} />
    </>
  );
}
