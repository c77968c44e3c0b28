import { data, href } from "react-router";
import type { Route } from "./+types/webinar-cancel";
import { LinkPage } from "~/components/layout/link-page";
import { site } from "~/content/site";
import { cancelRegistration, findRegistrationByToken } from "~/features/events/registrations.server";
import { eventDateLabel, eventTimeLabel } from "~/utils/event-time";
import { postedToken, tokenParam } from "~/utils/link-token";
import { pageMeta } from "~/utils/seo";

export function meta() {
  return pageMeta({
    title: `Cancel your registration | ${site.name}`,
    description: "Cancel your webinar registration.",
    path: href("/webinar/cancel"),
    noindex: true,
  });
}

/**
 * The self-service cancel link of every webinar e-mail (product.md §10.9). GET only shows the button (mail
 * scanners prefetch links); the button's POST cancels, with or without JavaScript.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenParam(request.url);
  const found = token ? await findRegistrationByToken(token) : undefined;
  if (!found) return data({ state: "unknown" as const }, { status: 404 });
  const { registration: r, event: e } = found;
  const active = r.status === "confirmed" || r.status === "waitlisted";
  return {
    state: active ? ("confirm" as const) : ("done" as const),
    token,
    title: e.title,
    when: `${eventDateLabel(e.startsAt, e.timeZone)}, ${eventTimeLabel(e.startsAt, e.durationMinutes, e.timeZone)}`,
    seat: r.status === "confirmed",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const token = await postedToken(request);
  const found = token ? await findRegistrationByToken(token) : undefined;
  if (!found) return data({ state: "unknown" as const }, { status: 404 });
  // Already cancelled (a second click): the same "done" page.
  await cancelRegistration({ token }, "registrant");
  return { state: "done" as const };
}

export default function WebinarCancel({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkPage
      state={actionData?.state ?? loaderData.state}
      unknown={{
        title: "Cancel link not found",
        before: "This link is not valid. To cancel a registration, write to",
        after: ".",
      }}
      confirm={
        loaderData.state === "confirm"
          ? {
              title: "Cancel your registration?",
              text: `"${loaderData.title}", ${loaderData.when}. ${
                loaderData.seat
                  ? "Your seat goes to the first person on the waitlist."
                  : "You leave the waitlist."
              }`,
              action: `${href("/webinar/cancel")}?token=${encodeURIComponent(loaderData.token)}`,
              button: "Cancel my registration",
            }
          : undefined
      }
      done={{
        title: "Your registration is cancelled",
        text: "We've sent you a confirmation by e-mail. You can register again at any time.",
      }}
    />
  );
}
