import type { EventSourceRow } from "~/features/events/event-insights.server";

/** Issue 25: webinar registrations in the range, per event and first-touch source. */
export function RegistrationsByEvent({ rows }: { rows: EventSourceRow[] }) {
  return (
    <section aria-labelledby="registrations-by-event" className="mt-6 rounded-lg border border-slate-200 p-4">
      <h2 id="registrations-by-event" className="text-lg font-semibold text-brand-900">
        Registrations by event
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No webinar registrations in this range.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Webinar registrations by event and first-touch source</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4">
                Event
              </th>
              <th scope="col" className="py-2 pr-4">
                First-touch source
              </th>
              <th scope="col" className="py-2 text-right">
                Registrations
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.eventId}-${r.source}`} className="border-b">
                <td className="py-2 pr-4">{r.event}</td>
                <td className="py-2 pr-4">{r.source}</td>
                <td className="py-2 text-right tabular-nums">{r.registrations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
