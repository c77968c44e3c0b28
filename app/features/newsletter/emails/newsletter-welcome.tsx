import { site } from "~/content/site";
import { EmailLayout, EmailLink, Paragraph } from "~/emails/layout";
import { renderEmail } from "~/emails/render.server";

function NewsletterWelcome({ siteUrl, unsubscribeUrl }: { siteUrl: string; unsubscribeUrl: string }) {
  const resources = new URL("/resources", siteUrl).toString();
  return (
    <EmailLayout
      preview="Thanks for subscribing."
      footer={
        <>
          You receive this because you subscribed at {siteUrl}. Unsubscribe:{" "}
          <EmailLink href={unsubscribeUrl}>{unsubscribeUrl}</EmailLink>
        </>
      }
    >
      <Paragraph>Thanks for subscribing.</Paragraph>
      <Paragraph>
        Every week you'll get one practical idea for reading the numbers, speaking the CFO's language and
        leading with financial confidence.
      </Paragraph>
      <Paragraph>
        Free tools and guides: <EmailLink href={resources}>{resources}</EmailLink>
      </Paragraph>
    </EmailLayout>
  );
}

/** The welcome once an address is confirmed (or at sign-up when double opt-in is off). */
export function newsletterWelcome(p: { siteUrl: string; unsubscribeUrl: string }) {
  return renderEmail(`Welcome to the ${site.name} newsletter`, <NewsletterWelcome {...p} />);
}
