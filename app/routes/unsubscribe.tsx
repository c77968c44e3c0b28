import { data, Form, Link } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { buttonVariants, Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { findSubscriberByToken, unsubscribeByToken } from "~/features/newsletter/subscribers.server";
import { isRefused } from "~/utils/refusal";
import { pageMeta } from "~/utils/seo";

export function meta() {
  return pageMeta({
    title: `Unsubscribe | ${site.name}`,
    description: "Stop receiving the newsletter.",
    path: "/unsubscribe",
    noindex: true,
  });
}

const tokenPattern = /^[a-f0-9]{16,128}$/;

/** The address shown on the confirm page, partly hidden: the link may have been forwarded. */
function maskEmail(email: string) {
  const [user, domain] = email.split("@");
  return `${user.slice(0, 2)}${"•".repeat(Math.max(1, user.length - 2))}@${domain}`;
}

/**
 * GET only shows a confirm button: mail scanners prefetch links, and a GET must not unsubscribe.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscriber = tokenPattern.test(token) ? await findSubscriberByToken(token) : undefined;
  if (!subscriber || isRefused(subscriber)) return data({ state: "unknown" as const }, { status: 404 });
  const deliveryToken = new URL(request.url).searchParams.get("d") ?? "";
  return {
    state:
      subscriber.state === "confirmed" || subscriber.state === "pending"
        ? ("confirm" as const)
        : ("done" as const),
    token,
    deliveryToken: tokenPattern.test(deliveryToken) ? deliveryToken : "",
    email: maskEmail(subscriber.email),
  };
}

/**
 * POST: the confirm button, or a mail client's RFC 8058 one-click request (token in the URL, and `d`,
 * the delivery an issue's link names, so the issue's results count the unsubscribe).
 */
export async function action({ request }: Route.ActionArgs) {
  const query = new URL(request.url).searchParams;
  let token = query.get("token") ?? "";
  if (!token && request.headers.get("content-type")?.includes("form")) {
    token = String((await request.formData()).get("token") ?? "");
  }
  const delivery = query.get("d") ?? "";
  const done = tokenPattern.test(token)
    ? await unsubscribeByToken(token, tokenPattern.test(delivery) ? delivery : undefined)
    : undefined;
  if (!done || isRefused(done)) return data({ state: "unknown" as const }, { status: 404 });
  return { state: "done" as const };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-20 text-center">
      {state === "unknown" && (
        <>
          <h1 className="text-3xl font-bold">Unsubscribe link not found</h1>
          <p className="mt-4 text-muted">
            This unsubscribe link is not valid. If you keep receiving e-mails you don't want, write to{" "}
            <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>{" "}
            and we'll remove you.
          </p>
        </>
      )}
      {state === "confirm" && loaderData.state === "confirm" && (
        <>
          <h1 className="text-3xl font-bold">Unsubscribe from the newsletter?</h1>
          <p className="mt-4 text-muted">
            {loaderData.email} will no longer receive the {site.name} newsletter.
          </p>
          <Form
            method="post"
            action={`/unsubscribe?${new URLSearchParams({
              token: loaderData.token,
              ...(loaderData.deliveryToken ? { d: loaderData.deliveryToken } : {}),
            })}`}
            className="mt-8"
          >
            <Button type="submit" size="lg">
              Unsubscribe
            </Button>
          </Form>
        </>
      )}
      {state === "done" && (
        <>
          <h1 className="text-3xl font-bold">You're unsubscribed</h1>
          <p className="mt-4 text-muted">
            You won't receive the newsletter any more. Changed your mind? You can subscribe again at any time.
          </p>
        </>
      )}
      <Link to="/" className={buttonVariants({ variant: "outline", className: "mt-8" })}>
        Back to the homepage
      </Link>
    </main>
  );
}
