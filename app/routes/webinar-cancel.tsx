import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/webinar-cancel";
import { buttonVariants, Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { cancelRegistration, findRegistrationByToken } from "~/features/events/registrations.server";
import { eventDateLabel, eventTimeLabel } from "~/utils/event-time";
import { pageMeta } from "~/utils/seo";

export function meta() {
  return pageMeta({
    title: `Cancel your registration | ${site.name}`,
    description: "Cancel your webinar registration.",
    path: href("/webinar/cancel"),
    noindex: true,
  });
}

const tokenPattern = /^[a-f0-9]{16,128}$/;

/**
 * The self-service cancel link of every webinar e-mail (product.md §10.9). GET only shows the button (mail
 * scanners prefetch links); the button's POST cancels, with or without JavaScript.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = tokenPattern.test(token) ? await findRegistrationByToken(token) : undefined;
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
  let token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token && request.headers.get("content-type")?.includes("form")) {
    token = String((await request.formData()).get("token") ?? "");
  }
  if (!tokenPattern.test(token)) return data({ state: "unknown" as const }, { status: 404 });
  const found = await findRegistrationByToken(token);
  if (!found) return data({ state: "unknown" as const }, { status: 404 });
  // Already cancelled (a second click): the same "done" page.
  await cancelRegistration({ token }, "registrant");
  return { state: "done" as const };
}

export default function WebinarCancel({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-20 text-center">
      {state === "unknown" && (
        <>
          <h1 className="text-3xl font-bold">Cancel link not found</h1>
          <p className="mt-4 text-muted">
            This link is not valid. To cancel a registration, write to{" "}
            <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
            .
          </p>
        </>
      )}
      {state === "confirm" && loaderData.state === "confirm" && (
        <>
          <h1 className="text-3xl font-bold">Cancel your registration?</h1>
          <p className="mt-4 text-muted">
            "{loaderData.title}", {loaderData.when}.{" "}
            {loaderData.seat
              ? "Your seat goes to the first person on the waitlist."
              : "You leave the waitlist."}
          </p>
          <Form
            method="post"
            action={`${href("/webinar/cancel")}?token=${encodeURIComponent(loaderData.token)}`}
            className="mt-8"
          >
            <Button type="submit" size="lg">
              Cancel my registration
            </Button>
          </Form>
        </>
      )}
      {state === "done" && (
        <>
          <h1 className="text-3xl font-bold">Your registration is cancelled</h1>
          <p className="mt-4 text-muted">
            We've sent you a confirmation by e-mail. You can register again at any time.
          </p>
        </>
      )}
      <Link to={href("/")} className={buttonVariants({ variant: "outline", className: "mt-8" })}>
        Back to the homepage
      </Link>
    </main>
  );
}
