import { Heading, Section } from "@react-email/components";
import { site } from "~/content/site";
import { EmailLayout, EmailLink, Paragraph } from "~/emails/layout";
import { renderEmail } from "~/emails/render.server";

export type IssueEmailProps = {
  subject: string;
  preheader: string;
  /** The issue's body: sanitized post HTML with absolute URLs (app/services/email-html.server.ts). */
  bodyHtml: string;
  /** The post the issue was sent from: the e-mail links to it. */
  postUrl?: string;
  /** This recipient's unsubscribe page (the same URL takes RFC 8058's one-click POST). */
  unsubscribeUrl: string;
};

const bodyStyle = { fontSize: "16px", lineHeight: "1.6" } as const;

function NewsletterIssue(p: IssueEmailProps) {
  return (
    <EmailLayout
      preview={p.preheader || undefined}
      footer={
        <>
          You receive this because you subscribed to the {site.name} newsletter. Unsubscribe:{" "}
          <EmailLink href={p.unsubscribeUrl}>{p.unsubscribeUrl}</EmailLink>
        </>
      }
    >
      <Heading as="h1" style={{ fontSize: "24px", margin: "0 0 16px" }}>
        {p.subject}
      </Heading>
      <Section style={bodyStyle}>
        <div dangerouslySetInnerHTML={{ __html: p.bodyHtml }} />
      </Section>
      {p.postUrl ? (
        <Paragraph>
          Read it on our website: <EmailLink href={p.postUrl}>{p.postUrl}</EmailLink>
        </Paragraph>
      ) : null}
    </EmailLayout>
  );
}

/** A newsletter issue, HTML and plain text from one tree. */
export function newsletterIssueEmail(p: IssueEmailProps) {
  return renderEmail(p.subject, <NewsletterIssue {...p} />);
}
