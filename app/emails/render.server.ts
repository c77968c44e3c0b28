import { render } from "@react-email/render";
import type { ReactElement } from "react";

/** A rendered e-mail: an HTML part for clients that show it and a plain-text part for every client. */
export type EmailContent = { subject: string; text: string; html: string };

// Headings keep their case in the text part (html-to-text shouts them by default).
const headingsAsWritten = ["h1", "h2", "h3"].map((selector) => ({
  selector,
  options: { uppercase: false },
}));

/** Renders an e-mail component (app/emails/) to both parts from the same tree. */
export async function renderEmail(subject: string, element: ReactElement): Promise<EmailContent> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { selectors: headingsAsWritten } }),
  ]);
  return { subject, html, text };
}
