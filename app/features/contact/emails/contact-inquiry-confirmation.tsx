import { site } from "~/content/site";
import { firstName } from "~/assessment/result";
import { EmailLayout, EmailLink, Paragraph } from "~/emails/layout";
import { renderEmail } from "~/emails/render.server";

type Props = { fullName: string; companyName: string };

function ContactInquiryConfirmation({ fullName, companyName }: Props) {
  return (
    <EmailLayout preview="We'll follow up with next steps within one business day.">
      <Paragraph>Hi {firstName(fullName)},</Paragraph>
      <Paragraph>
        Thanks for reaching out about financial acumen training for {companyName}. We'll review your goals and
        follow up with next steps within one business day.
      </Paragraph>
      <Paragraph>
        Want to talk sooner? Pick a time for a free 30-minute strategy session:{" "}
        <EmailLink href={site.schedulerUrl}>{site.schedulerUrl}</EmailLink>
      </Paragraph>
    </EmailLayout>
  );
}

/** The visitor's copy of a contact inquiry (product.md §10.5). */
export function contactInquiryConfirmation(p: Props) {
  return renderEmail(
    `We received your inquiry, ${firstName(p.fullName)}`,
    <ContactInquiryConfirmation {...p} />,
  );
}
