import { useEffect, useRef } from "react";
import { CalendarDays, CheckCircle2, Clock, Users, Video } from "~/components/ui/icons";
import { Link, useActionData, useFetcher } from "react-router";
import type { Route } from "./+types/webinar";
import { PageHero } from "~/components/marketing/page-hero";
import { useWebinarToasts, WebinarForm } from "~/components/webinar/webinar-form";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { site } from "~/content/site";
import { webinar } from "~/content/webinar";
import { webinarEventJsonLd } from "~/content/webinar-structured-data";
import type { FormActionData } from "~/forms/form-action-data";
import { pageMeta } from "~/utils/seo";

import { submitForm } from "~/forms/submit-form";

export { action } from "./webinar.server";

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitForm(() => serverAction());

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: `Free Webinar: ${webinar.shortTitle} | ${site.name}`,
    description: webinar.summary,
    path: location.pathname,
    jsonLd: webinarEventJsonLd(),
  });
}

const facts = [
  { icon: CalendarDays, label: webinar.dateLabel },
  { icon: Clock, label: `${webinar.timeLabel} · ${webinar.durationLabel}` },
  { icon: Users, label: `Limited to ${webinar.seats} participants` },
  { icon: Video, label: "Live online · Free" },
];

function Registered() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center">
      <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink outline-none">
        You're Registered!
      </h2>
      <p className="mt-3 text-muted">
        Your seat for {webinar.dateLabel}, {webinar.timeLabel}, is reserved. You'll receive webinar details
        via email shortly.
      </p>
      <Link to="/" className={buttonVariants({ size: "lg", className: "mt-6" })}>
        Return to Homepage
      </Link>
    </div>
  );
}

export default function Webinar() {
  const fetcher = useFetcher<FormActionData>({ key: "webinar" });
  const actionData = useActionData<FormActionData>();
  const registered = (fetcher.data ?? actionData)?.ok === true;
  useWebinarToasts(fetcher.data);
  return (
    <main id="main">
      <PageHero eyebrow="Free 60-Minute Masterclass" title={webinar.title} lead={webinar.summary}>
        <ul className="flex flex-wrap gap-3 text-sm">
          {facts.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2">
              <Icon className="h-4 w-4" aria-hidden />
              {label}
            </li>
          ))}
        </ul>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[1fr_400px]">
        <div className="grid content-start gap-8">
          <section aria-labelledby="agenda-heading">
            <h2 id="agenda-heading" className="text-2xl font-bold text-ink">
              Agenda
            </h2>
            <ol className="mt-4 grid gap-3">
              {webinar.agenda.map((item) => (
                <li key={item.title} className="flex gap-4 rounded-lg border border-slate-200 p-4">
                  <span className="w-16 shrink-0 font-semibold text-brand-700">{item.minutes} min</span>
                  <span className="text-ink">{item.title}</span>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="takeaways-heading">
            <h2 id="takeaways-heading" className="text-2xl font-bold text-ink">
              What You'll Take Away
            </h2>
            <ul className="mt-4 grid gap-2">
              {webinar.takeaways.map((t) => (
                <li key={t} className="flex gap-2 text-muted">
                  <CheckCircle2 className="mt-1 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
                  {t}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="host-heading" className="rounded-lg bg-brand-50 p-6">
            <h2 id="host-heading" className="text-xl font-bold text-ink">
              Your Host
            </h2>
            <p className="mt-2 font-semibold text-ink">
              {webinar.host.name}, {webinar.host.title}
            </p>
            <p className="mt-1 text-muted">{webinar.host.summary}</p>
          </section>
        </div>
        <Card className="h-fit p-6 sm:p-8">
          {registered ? (
            <Registered />
          ) : (
            <>
              <h2 className="text-2xl font-bold text-ink">Reserve Your Seat</h2>
              <p className="mb-6 mt-2 text-sm text-muted">
                Free · {webinar.seats} seats · {webinar.dateLabel}, {webinar.timeLabel}
              </p>
              <WebinarForm fetcher={fetcher} actionData={actionData} />
            </>
          )}
        </Card>
      </div>
    </main>
  );
}
