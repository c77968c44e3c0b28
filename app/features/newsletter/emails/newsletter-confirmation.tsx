import { site } from "~/content/site";
import { EmailButton, EmailLayout, Paragraph } from "~/emails/layout";
import { renderEmail } from "~/emails/render.server";

function NewsletterConfirmation({ confirmUrl }: { confirmUrl: string }) {
  return (
    <EmailLayout
      preview="One click to confirm your subscription."
      footer={
        <>
          You receive this because this address was entered in our newsletter form. If it wasn't you, ignore
          this e-mail: you won't be subscribed.
        </>
      }
    >
      <Paragraph>Please confirm that you want the {site.name} newsletter at this address.</Paragraph>
      <EmailButton href={confirmUrl}>Confirm my subscription</EmailButton>
    </EmailLayout>
  );
}

/** Double opt-in: the link opens a page whose button confirms (a mail scanner's GET confirms nothing). */
export function newsletterConfirmation(p: { confirmUrl: string }) {
  return renderEmail(
    `Confirm your subscription to the ${site.name} newsletter`,
    <NewsletterConfirmation {...p} />,
  );
}
