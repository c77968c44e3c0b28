import { href } from "react-router";
import type { Route } from "./+types/sequences-unsubscribe";
import { LinkPage, UNKNOWN_UNSUBSCRIBE_LINK, linkPageMeta } from "~/components/layout/link-page";
import { site } from "~/content/site";
import { findSequenceUnsubscribe, unsubscribeFromSequences } from "~/features/sequences/links.server";
import { linkAsks, linkDone, maskEmail, postedToken, tokenParam, unknownLink } from "~/utils/link-token";
import { isRefused } from "~/utils/refusal";

export function meta() {
  return linkPageMeta(
    "Stop follow-up e-mails",
    "Stop receiving follow-up e-mails.",
    "/sequences/unsubscribe",
  );
}

/** GET only shows a confirm button: mail scanners prefetch links, and a GET must not unsubscribe. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenParam(request.url);
  const found = await findSequenceUnsubscribe(token);
  if (isRefused(found)) return unknownLink();
  return linkAsks(!found.done, token, { email: maskEmail(found.email) });
}

/** POST: the confirm button, or a mail client's RFC 8058 one-click request (the token in the URL). */
export async function action({ request }: Route.ActionArgs) {
  const done = await unsubscribeFromSequences(await postedToken(request));
  return isRefused(done) ? unknownLink() : linkDone();
}

export default function SequencesUnsubscribe(page: Route.ComponentProps) {
  return (
    <LinkPage
      page={page}
      path={href("/sequences/unsubscribe")}
      unknown={UNKNOWN_UNSUBSCRIBE_LINK}
      confirm={(found) => ({
        title: "Stop follow-up e-mails?",
        text: `${found.email} will no longer receive follow-up e-mails from ${site.name}. The newsletter, if you receive it, is not affected.`,
        button: "Stop follow-up e-mails",
      })}
      done={{ title: "You're unsubscribed", text: "You won't receive follow-up e-mails any more." }}
    />
  );
}
