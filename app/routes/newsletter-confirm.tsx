import { data, href } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { LinkPage } from "~/components/layout/link-page";
import { site } from "~/content/site";
import { confirmSubscription, findByConfirmToken } from "~/features/newsletter/subscribers.server";
import { postedToken, tokenParam } from "~/utils/link-token";
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

/** GET only shows the confirm button (a mail scanner must not confirm a subscription nobody asked for). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenParam(request.url);
  const subscriber = await findByConfirmToken(token);
  if (isRefused(subscriber) || subscriber.state === "suppressed")
    return data({ state: "unknown" as const }, { status: 404 });
  return { state: subscriber.state === "confirmed" ? ("done" as const) : ("confirm" as const), token };
}

export async function action({ request }: Route.ActionArgs) {
  if (isRefused(await confirmSubscription(await postedToken(request))))
    return data({ state: "unknown" as const }, { status: 404 });
  return { state: "done" as const };
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkPage
      state={actionData?.state ?? loaderData.state}
      unknown={{
        title: "Confirmation link not found",
        before: "This confirmation link is not valid. Subscribe again from any page, or write to",
        after: ".",
      }}
      confirm={
        loaderData.state === "confirm"
          ? {
              title: "Confirm your subscription",
              text: `One click and the ${site.name} newsletter comes to your inbox.`,
              action: `${href("/newsletter/confirm")}?token=${encodeURIComponent(loaderData.token)}`,
              button: "Confirm my subscription",
            }
          : undefined
      }
      done={{
        title: "You're subscribed",
        text: "Thank you for confirming. Your weekly insights will arrive in your inbox.",
      }}
    />
  );
}
