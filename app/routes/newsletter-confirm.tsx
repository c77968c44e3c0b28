import { data, Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { buttonVariants, Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { confirmSubscription, findByConfirmToken } from "~/features/newsletter/subscribers.server";
import { isRefused } from "~/utils/refusal";
import { pageMeta } from "~/utils/seo";

export function meta() {
  return pageMeta({
    title: `Confirm your subscription | ${site.name}`,
    description: "Confirm your newsletter subscription.",
    path: "/newsletter/confirm",
    noindex: true,
  });
}

/**
 * GET only shows the confirm button: mail scanners open every link in a message, and a GET must not
 * confirm a subscription nobody asked for (product.md §10.10). The button is a plain POST form.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscriber = await findByConfirmToken(token);
  if (isRefused(subscriber) || subscriber.state === "suppressed")
    return data({ state: "unknown" as const }, { status: 404 });
  return { state: subscriber.state === "confirmed" ? ("done" as const) : ("confirm" as const), token };
}

export async function action({ request }: Route.ActionArgs) {
  let token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token && request.headers.get("content-type")?.includes("form")) {
    token = String((await request.formData()).get("token") ?? "");
  }
  if (isRefused(await confirmSubscription(token)))
    return data({ state: "unknown" as const }, { status: 404 });
  return { state: "done" as const };
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-20 text-center">
      {state === "unknown" && (
        <>
          <h1 className="text-3xl font-bold">Confirmation link not found</h1>
          <p className="mt-4 text-muted">
            This confirmation link is not valid. Subscribe again from any page, or write to{" "}
            <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
            .
          </p>
        </>
      )}
      {state === "confirm" && loaderData.state === "confirm" && (
        <>
          <h1 className="text-3xl font-bold">Confirm your subscription</h1>
          <p className="mt-4 text-muted">One click and the {site.name} newsletter comes to your inbox.</p>
          <Form
            method="post"
            action={`/newsletter/confirm?token=${encodeURIComponent(loaderData.token)}`}
            className="mt-8"
          >
            <Button type="submit" size="lg">
              Confirm my subscription
            </Button>
          </Form>
        </>
      )}
      {state === "done" && (
        <>
          <h1 className="text-3xl font-bold">You're subscribed</h1>
          <p className="mt-4 text-muted">
            Thank you for confirming. Your weekly insights will arrive in your inbox.
          </p>
        </>
      )}
      <Link to="/" className={buttonVariants({ variant: "outline", className: "mt-8" })}>
        Back to the homepage
      </Link>
    </main>
  );
}
