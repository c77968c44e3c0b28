import { DataTable, type ScreenColumn } from "~/components/admin/data-table";
import type { EventSourceRow } from "~/features/insights/registrations-by-event.server";
import { formatCount } from "./format";

const columns: ScreenColumn<EventSourceRow>[] = [
  { header: "Event", value: (r) => r.event },
  { header: "First-touch source", value: (r) => r.source },
  {
    header: "Seats",
    value: (r) => r.registrations,
    numeric: true,
    render: (r) => formatCount(r.registrations),
  },
];

/** Webinar seats taken in the range (a team counts its seats), per event and first-touch source (product.md §10.15). */
export function RegistrationsByEvent({ rows }: { rows: EventSourceRow[] }) {
  return (
    <section aria-labelledby="registrations-by-event" className="mt-6 rounded-lg border border-slate-200 p-4">
      <h2 id="registrations-by-event" className="mb-3 text-lg font-semibold text-brand-900">
        Registrations by event
      </h2>
      <DataTable
        title="Registrations by event"
        caption="Webinar registrations by event and first-touch source"
        rows={rows}
        rowKey={(r) => `${r.eventId}-${r.source}`}
        columns={columns}
        emptyMessage="No webinar registrations in this range."
      />
    </section>
  );
}
