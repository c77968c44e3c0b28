import { EmailLayout, EmailLink, Paragraph } from "~/emails/layout";
import type { CertificateFacts } from "../facts";

/** The certificate by e-mail, once (product.md §10.18): its PDF attached, its facts and where to verify it. */
export function CertificateEmail({ facts }: { facts: CertificateFacts }) {
  const verify = facts.lines.find((l) => l.label === "Verify at")!.text;
  return (
    <EmailLayout preview={`${facts.heading}: ${facts.lines[1].text}`}>
      <Paragraph>Congratulations: {facts.statement}</Paragraph>
      <Paragraph>
        Your certificate of completion is attached as a PDF. Anyone you show it to can check it at{" "}
        <EmailLink href={verify}>{verify}</EmailLink>.
      </Paragraph>
      <Paragraph>
        {facts.lines
          .filter((l) => l.label !== "Verify at")
          .map((l) => (
            <span key={l.label}>
              {l.label}: {l.text}
              <br />
            </span>
          ))}
      </Paragraph>
    </EmailLayout>
  );
}
