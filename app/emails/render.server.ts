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
  // The renderer is loaded with the first e-mail, not at start (decision 0099).
  const { render } = await import("@react-email/render");
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { selectors: headingsAsWritten } }),
  ]);
  return { subject, html, text };
}

/** Stands for a recipient's token in a template rendered once: letters no token has, a token's length. */
const TOKEN_MARK = "tokenmark".padEnd(64, "z");
const TOKEN = /^[0-9a-f]{64}$/;

/**
 * An e-mail whose only per-recipient part is one token (64 hex characters: app/db/schema.ts) in its
 * links: rendered once per `key` (what else it depends on, such as SITE_URL), then each recipient's
 * token put in place of a mark of the same length, so the text part wraps the same. A render costs
 * ~13 ms of CPU, which a sign-up request must not pay each time (decision 0091, docs/performance.md).
 */
export function renderedOncePerToken(render: (token: string) => Promise<EmailContent>) {
  const templates = new Map<string, Promise<EmailContent>>();
  return async (key: string, token: string): Promise<EmailContent> => {
    if (!TOKEN.test(token)) return render(token);
    let template = templates.get(key);
    if (!template) {
      template = render(TOKEN_MARK);
      template.catch(() => templates.delete(key));
      templates.set(key, template);
    }
    const t = await template;
    return {
      subject: t.subject,
      html: t.html.replaceAll(TOKEN_MARK, token),
      text: t.text.replaceAll(TOKEN_MARK, token),
    };
  };
}
