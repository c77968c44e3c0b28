import { href } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { LinkPage, linkPageMeta } from "~/components/layout/link-page";
import { site } from "~/content/site";
import { confirmSubscription, findByConfirmToken } from "~/features/newsletter/subscribers.server";
import { linkAsks, linkDone, postedToken, tokenParam, unknownLink } from "~/utils/link-token";
import { isRefused } from "~/utils/refusal";

export function meta() {
  return linkPageMeta(
    "Confirm your subscription",
    "Confirm your newsletter subscription.",
    "/newsletter/confirm",
  );
}

/** GET only shows the confirm button (a mail scanner must not confirm a subscription nobody asked for). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenParam(request.url);
  const subscriber = await findByConfirmToken(token);
  if (isRefused(subscriber) || subscriber.state === "suppressed") return unknownLink();
  return linkAsks(subscriber.state !== "confirmed", token, {});
}

export async function action({ request }: Route.ActionArgs) {
  return isRefused(await confirmSubscription(await postedToken(request))) ? unknownLink() : linkDone();
}

export default function NewsletterConfirm(page: Route.ComponentProps) {
  return (
    <LinkPage
      page={page}
      path={href("/newsletter/confirm")}
      unknown={{
        title: "Confirmation link not found",
        before: "This confirmation link is not valid. Subscribe again from any page, or write to",
        after: ".",
      }}
      confirm={() => ({
        title: "Confirm your subscription",
        text: `One click and the ${site.name} newsletter comes to your inbox.`,
        button: "Confirm my subscription",
      })}
      done={{
        title: "You're subscribed",
        text: "Thank you for confirming. Your weekly insights will arrive in your inbox.",
      }}
    />
  );
}
