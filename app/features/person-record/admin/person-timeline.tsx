import { ViewSection } from "~/components/admin/admin-view";
import { leadStatusLabel } from "~/features/people/lead-status-schema";
import { ReportDownload } from "~/features/assessments/admin/report-download";
import { describeAttribution, formatDateTime } from "~/lists/format";
import { describeDeal } from "~/features/people/admin/person-summary";

type Entry = { kind: string; at: Date | string } & Record<string, unknown>;

const TITLES: Record<string, string> = {
  newsletter: "Newsletter subscription",
  assessment: "Assessment",
  contact: "Contact inquiry",
  webinar: "Webinar registration",
  "resource-request": "Resource request",
  email: "E-mail",
  "newsletter-delivery": "Newsletter issue",
  "newsletter-click": "Newsletter link followed",
  status: "Status change",
  note: "Note",
  deal: "Deal",
  // product.md §10.9: webinar events.
  "event-registration": "Webinar event registration",
  "event-promotion": "Moved up from the waitlist",
  "event-cancellation": "Webinar registration cancelled",
  "event-attendance": "Webinar attendance",
  "session-attendance": "Program session attendance",
  certificate: "Certificate of completion issued",
  "certificate-revoked": "Certificate revoked",
  "event-interest": "Asked about the next webinar session",
  "event-interest-told": "Told about the next webinar session",
  // product.md §10.12: follow-up sequences.
  "sequence-enrolment": "Enrolled in a follow-up sequence",
  "sequence-step": "Follow-up e-mail sent",
  "sequence-click": "Follow-up link followed",
  "sequence-exit": "Left a follow-up sequence",
  "sequence-completed": "Finished a follow-up sequence",
  // product.md §10.14: payments.
  payment: "Paid",
  "payment-refund": "Refunded",
  invoice: "Invoice sent",
  "invoice-paid": "Invoice paid",
  // product.md §10.16: coaching packs and their credits.
  pack: "Bought a pack",
  "pack-booked": "A booked call used a pack credit",
  "pack-returned": "Call cancelled over 24 hours ahead: credit given back",
  "pack-kept": "Call cancelled within 24 hours: credit stays used",
  "pack-no-credit": "No credit: a call was booked with no pack credit left",
  "pack-manual": "Pack credits changed by hand",
  "pack-refund": "Pack refunded: its credits removed",
};

/** product.md §10.7: a booked call's title says when, and whether it was cancelled or moved. */
function bookingTitle(e: Entry) {
  const when = formatDateTime(e.startsAt as string);
  if (e.status === "canceled")
    return e.moving ? `Call for ${when} being moved` : `Cancelled the call for ${when}`;
  if (e.movedFrom) return `Moved a call to ${when} (was ${formatDateTime(e.movedFrom as string)})`;
  return `Booked a call for ${when}`;
}

const titleOf = (e: Entry) => (e.kind === "booking" ? bookingTitle(e) : (TITLES[e.kind] ?? e.kind));

function BookingBody({ entry }: { entry: Entry }) {
  const answers = (entry.answers ?? []) as Array<{ question: string; answer: string }>;
  const tracking = describeAttribution(entry.tracking as Record<string, string>);
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="text-muted">Call</dt>
      <dd>
        {String(entry.eventName)}, {formatDateTime(entry.startsAt as string)} to{" "}
        {formatDateTime(entry.endsAt as string)}
      </dd>
      {entry.status === "canceled" && (
        <>
          <dt className="text-muted">Cancelled</dt>
          <dd>
            {formatDateTime(entry.canceledAt as string)}
            {entry.cancelReason ? `: ${String(entry.cancelReason)}` : ""}
          </dd>
        </>
      )}
      {answers.map((a, i) => (
        <div key={i} className="contents">
          <dt className="text-muted">{a.question}</dt>
          <dd className="whitespace-pre-wrap break-words">{a.answer}</dd>
        </div>
      ))}
      {tracking && (
        <>
          <dt className="text-muted">Tracking</dt>
          <dd className="break-words">{tracking}</dd>
        </>
      )}
    </dl>
  );
}

const show = (v: unknown) =>
  v instanceof Date ? v.toISOString() : typeof v === "object" ? JSON.stringify(v) : String(v);

/** Every field of an entry (React escapes the text: submissions and notes are shown as typed). */
function Fields({ entry }: { entry: Entry }) {
  const fields = Object.entries(entry).filter(
    ([k, v]) => !["kind", "at", "id"].includes(k) && v !== null && v !== undefined && v !== "",
  );
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {fields.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd className="whitespace-pre-wrap break-words">{show(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Body({ entry }: { entry: Entry }) {
  if (entry.kind === "note") return <p className="whitespace-pre-wrap break-words">{String(entry.body)}</p>;
  if (entry.kind === "status") {
    return (
      <p>
        {leadStatusLabel(String(entry.fromStatus))} → {leadStatusLabel(String(entry.toStatus))}
        {entry.admin ? ` by ${String(entry.admin)}` : ""}
      </p>
    );
  }
  if (entry.kind === "booking") return <BookingBody entry={entry} />;
  if (entry.kind === "deal") {
    return (
      <p>{describeDeal(entry as unknown as { dealValue: number | null; dealProduct: string | null })}</p>
    );
  }
  if (entry.kind === "assessment")
    return <ReportDownload id={String(entry.id)} fields={<Fields entry={entry} />} />;
  return <Fields entry={entry} />;
}

/** The person's history, newest first: submissions with their content, e-mails, status changes, notes. */
export function PersonTimeline({ entries }: { entries: Entry[] }) {
  return (
    <ViewSection
      headingId="timeline-heading"
      title="Timeline"
      className="grid gap-3"
      headingClassName="text-lg font-semibold text-brand-900"
    >
      <ol className="grid gap-3">
        {entries.map((e, i) => (
          <li key={`${e.kind}-${String(e.id ?? i)}`} className="rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold">
              {titleOf(e)}{" "}
              <time dateTime={new Date(e.at).toISOString()} className="font-normal text-muted">
                {formatDateTime(new Date(e.at).toISOString())}
              </time>
            </h3>
            <Body entry={e} />
          </li>
        ))}
      </ol>
    </ViewSection>
  );
}
