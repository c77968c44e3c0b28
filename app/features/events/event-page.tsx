import { useEffect, useRef, type ReactNode } from "react";
import { CalendarDays, CheckCircle2, Clock, Users, Video } from "~/components/ui/icons";
import { href, Link, useActionData, useFetcher } from "react-router";
import { PageHero } from "~/components/marketing/page-hero";
import { useWebinarToasts } from "~/features/events/webinar-toasts";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { site } from "~/content/site";
import type { EventView } from "~/content/event-view";
import { noUpcomingSession, webinarPage } from "~/content/webinar";
import type { FormActionData } from "~/forms/form-action-data";
import { lazyAfterServer, ROUTER_FORMS } from "~/utils/lazy-after-server";
import { dollars } from "~/features/payments/money";

/**
 * The registration form's code (the form, Conform and our code over it: the `forms` chunk) on the
 * first focus, input or press in a form, or the router's first move (decision 0090, amended): off the
 * page's critical path. Until it arrives the form is the server's plain post to the page's action,
 * answered with the server's messages; what is typed meanwhile stays when the code hydrates it.
 */
const WebinarForm = lazyAfterServer(
  () => import("~/features/events/webinar-form").then((m) => m.WebinarForm),
  "registration form",
  { onIntentWithin: ROUTER_FORMS },
);

function Answered({ answer, event }: { answer: FormActionData; event?: EventView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title =
    answer.place === "waitlisted"
      ? "You're on the Waitlist"
      : answer.place === "interest"
        ? "Thank You!"
        : answer.place === "invoice"
          ? "Your Seats Are Held"
          : "You're Registered!";
  return (
    <div className="text-center">
      <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink outline-none">
        {title}
      </h2>
      <p className="mt-3 text-muted">
        {answer.place === "confirmed" && event
          ? `Your seat for ${event.dateLabel}, ${event.timeLabel}, is reserved. ${answer.message}`
          : answer.message}
      </p>
      <Link to={href("/")} className={buttonVariants({ size: "lg", className: "mt-6" })}>
        Return to Homepage
      </Link>
    </div>
  );
}

/** One titled list of the session's details. */
function DetailSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The agenda, takeaways and host of a session (SPEC's layout). */
function Details({ event }: { event: EventView }) {
  const guide = event.host.startsWith(site.guide.name);
  return (
    <div className="grid content-start gap-8">
      {event.sessions.length > 1 && (
        <DetailSection id="sessions-heading" heading={webinarPage.sessionsHeading}>
          <ol className="mt-4 grid gap-2">
            {event.sessions.map((s) => (
              <li key={s.startDate} className="rounded-lg border border-slate-200 p-4 text-ink">
                {s.line}
              </li>
            ))}
          </ol>
        </DetailSection>
      )}
      {event.agenda.length > 0 && (
        <DetailSection id="agenda-heading" heading={webinarPage.agendaHeading}>
          <ol className="mt-4 grid gap-3">
            {event.agenda.map((item) => (
              <li key={item.title} className="flex gap-4 rounded-lg border border-slate-200 p-4">
                <span className="w-16 shrink-0 font-semibold text-brand-700">{item.minutes} min</span>
                <span className="text-ink">{item.title}</span>
              </li>
            ))}
          </ol>
        </DetailSection>
      )}
      {event.takeaways.length > 0 && (
        <DetailSection id="takeaways-heading" heading={webinarPage.takeawaysHeading}>
          <ul className="mt-4 grid gap-2">
            {event.takeaways.map((t) => (
              <li key={t} className="flex gap-2 text-muted">
                <CheckCircle2 className="mt-1 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
                {t}
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      <section aria-labelledby="host-heading" className="rounded-lg bg-brand-50 p-6">
        <h2 id="host-heading" className="text-xl font-bold text-ink">
          {webinarPage.hostHeading}
        </h2>
        <p className="mt-2 font-semibold text-ink">{event.host}</p>
        {guide && <p className="mt-1 text-muted">{site.guide.summary}</p>}
      </section>
    </div>
  );
}

/**
 * A session's page (/webinar for the next one, /webinars/{slug} for any published one): SPEC's
 * layout, its times in the session's own zone; the form for an upcoming one, the replay for a past
 * one, and with no session at all the "Tell me about the next session" form.
 */
export function EventPage({
  event,
  action,
  upcoming,
  nextSession = false,
  replayUrl,
  payment,
}: {
  event: EventView | null;
  action: string;
  upcoming: boolean;
  /** A past or cancelled session's page, while another is upcoming: a link to it, not the interest form. */
  nextSession?: boolean;
  /** /webinar with none upcoming: the last session's replay, when it has one. */
  replayUrl?: string | null;
  /** Back from Stripe Checkout (product.md §10.14): what happened. */
  payment?: "success" | "cancelled";
}) {
  const fetcher = useFetcher<FormActionData>({ key: "webinar" });
  const actionData = useActionData<FormActionData>();
  const answer = fetcher.data ?? actionData;
  useWebinarToasts(fetcher.data);
  const open = upcoming && event && !event.cancelled;
  const price = event && event.priceCents > 0 ? dollars(event.priceCents) : null;
  const program = event && event.sessions.length > 1;
  const facts = event
    ? [
        {
          icon: CalendarDays,
          label: program ? webinarPage.programDates(event.sessions.length, event.dateLabel) : event.dateLabel,
        },
        { icon: Clock, label: `${event.timeLabel} · ${event.durationLabel}` },
        {
          icon: Users,
          label: price
            ? webinarPage.seatsLeft(event.seatsLeft, event.capacity)
            : webinarPage.seats(event.capacity),
        },
        { icon: Video, label: price ? webinarPage.paidFormat(price) : webinarPage.format },
      ]
    : [];
  const status = event?.cancelled
    ? webinarPage.cancelled
    : event?.running
      ? webinarPage.started
      : event && !upcoming
        ? webinarPage.past
        : null;
  return (
    <main id="main">
      <PageHero
        eyebrow={
          event
            ? program
              ? webinarPage.programEyebrow(event.sessions.length)
              : price
                ? webinarPage.paidEyebrow(event.durationMinutes)
                : webinarPage.eyebrow(event.durationMinutes)
            : undefined
        }
        title={event?.title ?? noUpcomingSession.heading}
        lead={event?.summary ?? noUpcomingSession.lead}
      >
        {facts.length > 0 && (
          <ul className="flex flex-wrap gap-3 text-sm">
            {facts.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2">
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </li>
            ))}
          </ul>
        )}
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[1fr_400px]">
        {event ? <Details event={event} /> : <div />}
        <Card className="h-fit p-6 sm:p-8">
          {payment && (
            <p className="mb-4 rounded-md bg-brand-50 p-3 text-sm font-semibold text-ink" role="status">
              {payment === "success" ? webinarPage.paymentSuccess : webinarPage.paymentCancelled}
            </p>
          )}
          {answer?.ok && answer.place ? (
            <Answered answer={answer} event={event ?? undefined} />
          ) : open ? (
            <>
              <h2 className="text-2xl font-bold text-ink">{webinarPage.reserveHeading}</h2>
              <p className="mb-6 mt-2 text-sm text-muted">
                {price
                  ? `${price} · ${webinarPage.seatsLeft(event.seatsLeft, event.capacity)}`
                  : `Free · ${event.capacity} seats`}{" "}
                · {event.dateLabel}, {event.timeLabel}
              </p>
              {event.seatsLeft === 0 && (
                <p className="mb-4 text-sm font-semibold text-ink">{webinarPage.full}</p>
              )}
              <WebinarForm
                fetcher={fetcher}
                actionData={actionData}
                action={action}
                eventId={event.id}
                price={price ?? undefined}
              />
            </>
          ) : (
            <>
              {status && (
                <p className="mb-4 font-semibold text-ink" role="status">
                  {status}
                </p>
              )}
              {(event?.replayUrl ?? replayUrl) && (
                <a
                  href={(event?.replayUrl ?? replayUrl)!}
                  className={buttonVariants({ size: "lg", className: "mb-6 w-full" })}
                >
                  {webinarPage.replay}
                </a>
              )}
              {nextSession ? (
                <Link
                  to={href("/webinar")}
                  className={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
                >
                  {webinarPage.nextSession}
                </Link>
              ) : (
                <>
                  <h2 className="text-2xl font-bold text-ink">{noUpcomingSession.formTitle}</h2>
                  <p className="mb-6 mt-2 text-sm text-muted">{noUpcomingSession.lead}</p>
                  <WebinarForm fetcher={fetcher} actionData={actionData} action={href("/webinar")} />
                </>
              )}
            </>
          )}
        </Card>
      </div>
    </main>
  );
}
