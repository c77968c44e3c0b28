import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/sequences-unsubscribe";
import { buttonVariants, Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { findSequenceUnsubscribe, unsubscribeFromSequences } from "~/features/sequences/links.server";
import { isRefused } from "~/utils/refusal";
import { pageMeta } from "~/utils/seo";

export function meta() {
  return pageMeta({
    title: `Stop follow-up e-mails | ${site.name}`,
    description: "Stop receiving follow-up e-mails.",
    path: "/sequences/unsubscribe",
    noindex: true,
  });
}

/** The address shown on the confirm page, partly hidden: the link may have been forwarded. */
function maskEmail(email: string) {
  const [user, domain] = email.split("@");
  return `${user.slice(0, 2)}${"•".repeat(Math.max(1, user.length - 2))}@${domain}`;
}

/** GET only shows a confirm button: mail scanners prefetch links, and a GET must not unsubscribe. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await findSequenceUnsubscribe(token);
  if (isRefused(found)) return data({ state: "unknown" as const }, { status: 404 });
  return {
    state: found.done ? ("done" as const) : ("confirm" as const),
    token,
    email: maskEmail(found.email),
  };
}

/** POST: the confirm button, or a mail client's RFC 8058 one-click request (the token in the URL). */
export async function action({ request }: Route.ActionArgs) {
  let token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token && request.headers.get("content-type")?.includes("form")) {
    token = String((await request.formData()).get("token") ?? "");
  }
  const done = await unsubscribeFromSequences(token);
  if (isRefused(done)) return data({ state: "unknown" as const }, { status: 404 });
  return { state: "done" as const };
}

export default function SequencesUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
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
          <h1 className="text-3xl font-bold">Stop follow-up e-mails?</h1>
          <p className="mt-4 text-muted">
            {loaderData.email} will no longer receive follow-up e-mails from {site.name}. The newsletter, if
            you receive it, is not affected.
          </p>
          <Form
            method="post"
            action={`${href("/sequences/unsubscribe")}?${new URLSearchParams({ token: loaderData.token })}`}
            className="mt-8"
          >
            <Button type="submit" size="lg">
              Stop follow-up e-mails
            </Button>
          </Form>
        </>
      )}
      {state === "done" && (
        <>
          <h1 className="text-3xl font-bold">You're unsubscribed</h1>
          <p className="mt-4 text-muted">You won't receive follow-up e-mails any more.</p>
        </>
      )}
      <Link to={href("/")} className={buttonVariants({ variant: "outline", className: "mt-8" })}>
        Back to the homepage
      </Link>
    </main>
  );
}
