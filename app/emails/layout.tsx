import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import { site } from "~/content/site";

// Inline styles only: mail clients drop <style> blocks and class names (Gmail, Outlook).
const styles = {
  body: {
    margin: 0,
    padding: "24px 12px",
    backgroundColor: "#f8fafc",
    fontFamily: "Arial, Helvetica, sans-serif",
    color: "#0f172a",
    lineHeight: "1.5",
  },
  container: {
    maxWidth: "560px",
    margin: "0 auto",
    backgroundColor: "#ffffff",
    border: "1px solid #e2e8f0",
    borderRadius: "8px",
    padding: "24px",
  },
  signature: { margin: "24px 0 0", color: "#475569", fontSize: "14px" },
  footer: { margin: "16px 0 0", color: "#475569", fontSize: "12px" },
} as const;

/**
 * Every e-mail's frame: the preheader, the content, the business's signature (name, contact and city,
 * which CAN-SPAM asks of bulk mail) and an optional footer (why they receive it, how to leave).
 */
export function EmailLayout(p: { preview?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      {p.preview ? <Preview>{p.preview}</Preview> : null}
      <Body style={styles.body}>
        <Container style={styles.container}>
          {p.children}
          <Hr style={{ borderColor: "#e2e8f0", margin: "24px 0 0" }} />
          <Text style={styles.signature}>
            {site.name}
            <br />
            {site.email} · {site.phone}
            <br />
            {site.city}
          </Text>
          {p.footer ? <Section style={styles.footer}>{p.footer}</Section> : null}
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of the e-mail's body; visitor-typed text is escaped by React. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ margin: "0 0 16px", fontSize: "16px" }}>{children}</Text>;
}

/**
 * A link in running text: dark enough on white (4.5:1; react-email's default blue is not) and
 * underlined, so it is told from the text around it without colour.
 */
export function EmailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: "#1e40af", textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

/**
 * The e-mail's one action (accept, confirm): a button, then its address in plain text for clients
 * that show no button or a reader who would rather copy it.
 */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Button
        href={href}
        style={{ backgroundColor: "#1e40af", color: "#ffffff", padding: "12px 20px", borderRadius: "6px" }}
      >
        {children}
      </Button>
      <Paragraph> Or open this link: {href}</Paragraph>
    </>
  );
}
