import { href } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { LinkPage, UNKNOWN_UNSUBSCRIBE_LINK, linkPageMeta } from "~/components/layout/link-page";
import { site } from "~/content/site";
import { findSubscriberByToken, unsubscribeByToken } from "~/features/newsletter/subscribers.server";
import { linkAsks, linkDone, maskEmail, postedToken, tokenParam, unknownLink } from "~/utils/link-token";
import { isRefused } from "~/utils/refusal";

export function meta() {
  return linkPageMeta("Unsubscribe", "Stop receiving the newsletter.", "/unsubscribe");
}

/** GET only shows a confirm button: mail scanners prefetch links, and a GET must not unsubscribe. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenParam(request.url);
  const subscriber = token ? await findSubscriberByToken(token) : undefined;
  if (!subscriber || isRefused(subscriber)) return unknownLink();
  return linkAsks(subscriber.state === "confirmed" || subscriber.state === "pending", token, {
    deliveryToken: tokenParam(request.url, "d"),
    email: maskEmail(subscriber.email),
  });
}

/**
 * POST: the confirm button, or a mail client's RFC 8058 one-click request (token in the URL, and `d`,
 * the delivery an issue's link names, so the results count the unsubscribe).
 */
export async function action({ request }: Route.ActionArgs) {
  const token = await postedToken(request);
  const done = token ? await unsubscribeByToken(token, tokenParam(request.url, "d") || undefined) : undefined;
  return !done || isRefused(done) ? unknownLink() : linkDone();
}

export default function Unsubscribe(page: Route.ComponentProps) {
  return (
    <LinkPage
      page={page}
      path={href("/unsubscribe")}
      unknown={UNKNOWN_UNSUBSCRIBE_LINK}
      confirm={(found) => ({
        title: "Unsubscribe from the newsletter?",
        text: `${found.email} will no longer receive the ${site.name} newsletter.`,
        button: "Unsubscribe",
        query: found.deliveryToken ? { d: found.deliveryToken } : undefined,
      })}
      done={{
        title: "You're unsubscribed",
        text: "You won't receive the newsletter any more. Changed your mind? You can subscribe again at any time.",
      }}
    />
  );
}
