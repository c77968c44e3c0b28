import { href, redirect } from "react-router";
import type { Route } from "./+types/account-link";
import { LinkPage, linkPageMeta } from "~/components/layout/link-page";
import { createClientSession } from "~/features/account/client-session.server";
import { redeemSignInLink, signInLinkIsUsable } from "~/features/account/sign-in.server";
import { linkAsks, postedToken, tokenParam, unknownLink } from "~/utils/link-token";

export const meta = () => linkPageMeta("Sign in", "Sign in to your page.", href("/account/link"));

/** GET only shows the button: a mail scanner opening the link must not spend it (decision 0111). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenParam(request.url);
  if (!token || !(await signInLinkIsUsable(token))) return unknownLink();
  return linkAsks(true, token, {});
}

/** The button: the link spent once, a session started, the page opened. An unknown, used or expired link: no session. */
export async function action({ request }: Route.ActionArgs) {
  const token = await postedToken(request);
  const personId = token ? await redeemSignInLink(token) : undefined;
  if (!personId) return unknownLink();
  throw redirect(href("/account"), {
    headers: { "Set-Cookie": await createClientSession(request, personId) },
  });
}

export default function AccountLink(page: Route.ComponentProps) {
  return (
    <LinkPage
      page={page}
      path={href("/account/link")}
      unknown={{
        title: "This sign-in link does not work",
        before:
          "It was used already, is older than 30 minutes, or is not one we sent. Ask for a new one on the sign-in page. If it keeps failing, write to",
        after: ".",
      }}
      confirm={() => ({ title: "Sign in to your page", text: "One click and you're in.", button: "Sign in" })}
      done={{ title: "You're signed in", text: "Open your page from the menu." }}
    />
  );
}
