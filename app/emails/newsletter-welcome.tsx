import { Link } from "@react-email/components";
import { site } from "~/content/site";
import { EmailLayout, Paragraph } from "./layout";
import { renderEmail } from "./render.server";

function NewsletterWelcome({ siteUrl, unsubscribeUrl }: { siteUrl: string; unsubscribeUrl: string }) {
  const resources = new URL("/resources", siteUrl).toString();
  return (
    <EmailLayout
      preview="Thanks for subscribing."
      footer={
        <>
          You receive this because you subscribed at {siteUrl}. Unsubscribe:{" "}
          <Link href={unsubscribeUrl} style={{ color: "#1e40af" }}>
            {unsubscribeUrl}
          </Link>
        </>
      }
    >
      <Paragraph>Thanks for subscribing.</Paragraph>
      <Paragraph>
        Every week you'll get one practical idea for reading the numbers, speaking the CFO's language and
        leading with financial confidence.
      </Paragraph>
      <Paragraph>
        Free tools and guides: <Link href={resources}>{resources}</Link>
      </Paragraph>
    </EmailLayout>
  );
}

/** The welcome once an address is confirmed (or at sign-up when double opt-in is off). */
export function newsletterWelcome(p: { siteUrl: string; unsubscribeUrl: string }) {
  return renderEmail(`Welcome to the ${site.name} newsletter`, <NewsletterWelcome {...p} />);
}
