import { href, Link } from "react-router";
import { formatDateTime } from "~/lists/format";

type Due = { id: number; email: string; name: string | null; followUpAt: string | null };
type Speed = { days: number; arrived: number; worked: number; medianSeconds: number | null };
type Call = { id: number; email: string; name: string | null; startsAt: Date | string; eventName: string };

/** A duration as the admin reads it: minutes, hours or days. */
export function describeDuration(seconds: number) {
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  const hours = seconds / 3600;
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} days`;
}

/** The calls booked in the scheduler for the next 7 days, the soonest first (product.md §10.7). */
function UpcomingCalls({ calls }: { calls: Call[] }) {
  return (
    <section aria-labelledby="calls-heading" className="rounded-lg border border-slate-200 p-4">
      <h2 id="calls-heading" className="text-lg font-semibold text-brand-900">
        Calls in the next 7 days
      </h2>
      {calls.length === 0 ? (
        <p className="text-muted">No calls booked.</p>
      ) : (
        <ul className="mt-2 grid gap-1">
          {calls.map((c) => (
            <li key={`${c.id}-${String(c.startsAt)}`}>
              <Link to={href("/admin/people/:id", { id: String(c.id) })} className="text-brand-700 underline">
                {c.name || c.email}
              </Link>{" "}
              <time dateTime={new Date(c.startsAt).toISOString()} className="text-muted">
                {formatDateTime(c.startsAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The people to follow up today or already late, the calls coming up, and speed to lead over the last days. */
export function PeopleAttention({
  due,
  today,
  speed,
  calls,
}: {
  due: Due[];
  today: string;
  speed: Speed;
  calls: Call[];
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <section aria-labelledby="due-heading" className="rounded-lg border border-slate-200 p-4">
        <h2 id="due-heading" className="text-lg font-semibold text-brand-900">
          Overdue and due today
        </h2>
        {due.length === 0 ? (
          <p className="text-muted">No follow-ups due.</p>
        ) : (
          <ul className="mt-2 grid gap-1">
            {due.map((p) => (
              <li key={p.id}>
                <Link
                  to={href("/admin/people/:id", { id: String(p.id) })}
                  className="text-brand-700 underline"
                >
                  {p.name || p.email}
                </Link>{" "}
                <span className={p.followUpAt! < today ? "font-semibold text-red-700" : "text-muted"}>
                  {p.followUpAt! < today ? `overdue since ${p.followUpAt}` : "due today"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <UpcomingCalls calls={calls} />
      <section aria-labelledby="speed-heading" className="rounded-lg border border-slate-200 p-4">
        <h2 id="speed-heading" className="text-lg font-semibold text-brand-900">
          Speed to lead (last {speed.days} days)
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-2">
          <dt className="text-muted">New people</dt>
          <dd className="font-semibold">{speed.arrived}</dd>
          <dt className="text-muted">Median time to first status change</dt>
          <dd className="font-semibold">
            {speed.medianSeconds === null
              ? "None worked yet"
              : `${describeDuration(speed.medianSeconds)} (${speed.worked} worked)`}
          </dd>
        </dl>
      </section>
    </div>
  );
}
