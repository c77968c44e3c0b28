import type { Route } from "./+types/webinar";
import { href } from "react-router";
import { EventPage } from "~/features/events/event-page";
import { site } from "~/content/site";
import { noUpcomingSession } from "~/content/webinar";
import { webinarEventJsonLd } from "~/content/webinar-structured-data";
import { submitForm } from "~/forms/submit-form";
import { pageMeta } from "~/content/seo";

export { action, loader } from "./webinar.server";

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitForm(() => serverAction());

export function meta({ location, loaderData }: Route.MetaArgs) {
  const event = loaderData && "upcoming" in loaderData ? loaderData.upcoming : undefined;
  return pageMeta({
    title: `Free Webinar: ${event?.title ?? noUpcomingSession.formTitle} | ${site.name}`,
    description: event?.summary ?? noUpcomingSession.lead,
    path: location.pathname,
    jsonLd: event ? webinarEventJsonLd(event) : undefined,
  });
}

/** /webinar: the next upcoming session, or (none upcoming) the interest form (product.md §10.9). */
export default function Webinar({ loaderData }: Route.ComponentProps) {
  if ("upcoming" in loaderData)
    return <EventPage event={loaderData.upcoming} action={href("/webinar")} upcoming />;
  // None upcoming: "The last session has passed" and the interest form (with the last replay, if any).
  return (
    <EventPage
      event={null}
      action={href("/webinar")}
      upcoming={false}
      replayUrl={loaderData.last?.replayUrl}
    />
  );
}
