import { data } from "react-router";
import type { Route } from "./+types/webinars-event";
import { replyToPage } from "~/forms/page-reply.server";
import { webinarForm } from "~/features/events/registration-form.server";
import { publishedEventBySlug } from "~/features/events/events.server";
import { nextUpcomingEvent } from "~/features/events/registrations.server";

export async function loader({ params }: Route.LoaderArgs) {
  const event = await publishedEventBySlug(params.slug);
  if (!event) throw data("Not found", { status: 404 });
  // A past or cancelled session points to the next one when there is one, else offers the interest form.
  return { event, nextSession: event.past || event.cancelled ? Boolean(await nextUpcomingEvent()) : false };
}

/** The registration for this session (its id comes with the form). */
export const action = ({ request, context }: Route.ActionArgs) => replyToPage(webinarForm, request, context);
