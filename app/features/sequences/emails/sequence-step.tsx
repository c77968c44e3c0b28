import { Section } from "@react-email/components";
import { site } from "~/content/site";
import { EmailLayout, EmailLink } from "~/emails/layout";
import { renderEmail } from "~/emails/render.server";

export type StepEmailProps = {
  subject: string;
  /** The step's body: sanitized post HTML with absolute URLs (app/services/email-html.server.ts). */
  bodyHtml: string;
  /** This e-mail's unsubscribe page (the same URL takes RFC 8058's one-click POST). */
  unsubscribeUrl: string;
};

function SequenceStep(p: StepEmailProps) {
  return (
    <EmailLayout
      footer={
        <>
          You receive this because of what you asked us for on {site.name}. To stop these follow-up e-mails
          (not the newsletter): <EmailLink href={p.unsubscribeUrl}>{p.unsubscribeUrl}</EmailLink>
        </>
      }
    >
      <Section style={{ fontSize: "16px", lineHeight: "1.6" }}>
        <div dangerouslySetInnerHTML={{ __html: p.bodyHtml }} />
      </Section>
    </EmailLayout>
  );
}

/** One step of a follow-up sequence, HTML and plain text from one tree (product.md §10.12). */
export function sequenceStepEmail(p: StepEmailProps) {
  return renderEmail(p.subject, <SequenceStep {...p} />);
}
