import { site } from "~/content/site";
import { EmailButton, EmailLayout, Paragraph } from "~/emails/layout";
import { renderEmail } from "~/emails/render.server";

function SignInLink({ url }: { url: string }) {
  return (
    <EmailLayout
      preview="Your link to sign in to your page."
      footer={
        <>
          You receive this because this address was entered to sign in. If it wasn't you, ignore this e-mail:
          nobody can sign in without the link.
        </>
      }
    >
      <Paragraph>Open this link to see your sessions, receipts and subscriptions on {site.name}.</Paragraph>
      <EmailButton href={url}>Sign in to my page</EmailButton>
      <Paragraph>The link works once, for 30 minutes.</Paragraph>
    </EmailLayout>
  );
}

/** The single-use sign-in link (decision 0111): the page it opens asks for a click, so a scanner's GET signs nobody in. */
export function signInLinkEmail(url: string) {
  return renderEmail(`Your sign-in link for ${site.name}`, <SignInLink url={url} />);
}
