import { data } from "react-router";
import type { Route } from "./+types/webinars-event";
import { replyToRegistration } from "~/features/events/registration-form.server";
import { publishedEventBySlug } from "~/features/events/events.server";
import { nextUpcomingEvent } from "~/features/events/registrations.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  const event = await publishedEventBySlug(params.slug);
  if (!event) throw data("Not found", { status: 404 });
  // Back from Stripe Checkout (product.md §10.14): its success and cancel URLs say which.
  const back = new URL(request.url).searchParams.get("payment");
  const payment: "success" | "cancelled" | undefined =
    back === "success" || back === "cancelled" ? back : undefined;
  // A past or cancelled session points to the next one when there is one, else offers the interest form.
  return {
    event,
    payment,
    nextSession: event.past || event.cancelled ? Boolean(await nextUpcomingEvent()) : false,
  };
}

/** The registration for this session (its id comes with the form). */
export const action = ({ request, context }: Route.ActionArgs) => replyToRegistration(request, context);
