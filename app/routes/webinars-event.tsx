import type { Route } from "./+types/webinars-event";
import { href } from "react-router";
import { EventPage } from "~/features/events/event-page";
import { site } from "~/content/site";
import { webinarEventJsonLd } from "~/content/webinar-structured-data";
import { submitForm } from "~/forms/submit-form";
import { pageMeta } from "~/content/seo";

export { action, loader } from "./webinars-event.server";

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitForm(() => serverAction());

export function meta({ location, loaderData }: Route.MetaArgs) {
  if (!loaderData?.event)
    return pageMeta({
      title: `Page not found | ${site.name}`,
      description: "",
      path: location.pathname,
      noindex: true,
    });
  const event = loaderData.event;
  return pageMeta({
    title: `${event.title} | ${site.name}`,
    description: event.summary,
    path: location.pathname,
    jsonLd: webinarEventJsonLd(event),
  });
}

/** /webinars/{slug}: any published session, upcoming (the form), past (its replay) or cancelled. */
export default function WebinarEvent({ loaderData, params }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <EventPage
      event={event}
      action={href("/webinars/:slug", { slug: params.slug })}
      upcoming={!event.past && !event.cancelled}
      nextSession={loaderData.nextSession}
      payment={loaderData.payment}
    />
  );
}
