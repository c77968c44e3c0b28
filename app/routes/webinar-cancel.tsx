import { href } from "react-router";
import type { Route } from "./+types/webinar-cancel";
import { LinkPage, linkPageMeta } from "~/components/layout/link-page";
import { cancelRegistration, findRegistrationByToken } from "~/features/events/registrations.server";
import { eventDateLabel, eventTimeLabel } from "~/utils/event-time";
import { linkAsks, linkDone, postedToken, tokenParam, unknownLink } from "~/utils/link-token";

export function meta() {
  return linkPageMeta(
    "Cancel your registration",
    "Cancel your webinar registration.",
    href("/webinar/cancel"),
  );
}

/**
 * The self-service cancel link of every webinar e-mail (product.md §10.9). GET only shows the button (mail
 * scanners prefetch links); the button's POST cancels, with or without JavaScript.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenParam(request.url);
  const found = token ? await findRegistrationByToken(token) : undefined;
  if (!found) return unknownLink();
  const { registration: r, event: e } = found;
  return linkAsks(r.status === "confirmed" || r.status === "waitlisted", token, {
    title: e.title,
    when: `${eventDateLabel(e.startsAt, e.timeZone)}, ${eventTimeLabel(e.startsAt, e.durationMinutes, e.timeZone)}`,
    seat: r.status === "confirmed",
  });
}

export async function action({ request }: Route.ActionArgs) {
  const token = await postedToken(request);
  const found = token ? await findRegistrationByToken(token) : undefined;
  if (!found) return unknownLink();
  // Already cancelled (a second click): the same "done" page.
  await cancelRegistration({ token }, "registrant");
  return linkDone();
}

export default function WebinarCancel(page: Route.ComponentProps) {
  return (
    <LinkPage
      page={page}
      path={href("/webinar/cancel")}
      unknown={{
        title: "Cancel link not found",
        before: "This link is not valid. To cancel a registration, write to",
        after: ".",
      }}
      confirm={(found) => ({
        title: "Cancel your registration?",
        text: `"${found.title}", ${found.when}. ${
          found.seat ? "Your seat goes to the first person on the waitlist." : "You leave the waitlist."
        }`,
        button: "Cancel my registration",
      })}
      done={{
        title: "Your registration is cancelled",
        text: "We've sent you a confirmation by e-mail. You can register again at any time.",
      }}
    />
  );
}
