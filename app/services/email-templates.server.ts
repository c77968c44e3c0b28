import { site } from "~/content/site";
import { env } from "~/utils/env.server";

/** A rendered e-mail: plain text for every client, simple HTML for those that show it. */
export type EmailContent = { subject: string; text: string; html: string };

/** Visitor-typed text is escaped before it goes into HTML. */
export function escapeHtml(value: string) {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Paragraphs of plain text become the text part and, escaped, the HTML part. */
function render(
  subject: string,
  paragraphs: string[],
  footer?: { text: string; html: string },
): EmailContent {
  const signature = `${site.name}\n${site.email} · ${site.phone}\n${site.city}`;
  const text = [...paragraphs, signature, ...(footer ? [footer.text] : [])].join("\n\n") + "\n";
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const html =
    `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">` +
    body +
    `<p style="margin:24px 0 0;color:#475569;font-size:14px">${escapeHtml(signature).replace(/\n/g, "<br>")}</p>` +
    (footer ? `<p style="margin:16px 0 0;color:#475569;font-size:12px">${footer.html}</p>` : "") +
    `</div></body></html>`;
  return { subject, text, html };
}

export function contactInquiryConfirmation(p: { fullName: string; companyName: string }): EmailContent {
  return render(`We received your inquiry, ${firstName(p.fullName)}`, [
    `Hi ${firstName(p.fullName)},`,
    `Thanks for reaching out about financial acumen training for ${p.companyName}. We'll review your goals and follow up with next steps within one business day.`,
    `Want to talk sooner? Pick a time for a free 30-minute strategy session: ${site.schedulerUrl}`,
  ]);
}

export function newsletterUnsubscribeUrl(token: string) {
  return new URL(`/unsubscribe?token=${encodeURIComponent(token)}`, env().SITE_URL).toString();
}

/** RFC 8058 one-click unsubscribe headers for every newsletter e-mail. */
export function newsletterHeaders(token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${newsletterUnsubscribeUrl(token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function newsletterWelcome(p: { unsubscribeToken: string }): EmailContent {
  const url = newsletterUnsubscribeUrl(p.unsubscribeToken);
  return render(
    `Welcome to the ${site.name} newsletter`,
    [
      "Thanks for subscribing.",
      "Every week you'll get one practical idea for reading the numbers, speaking the CFO's language and leading with financial confidence.",
      `Free tools and guides: ${new URL("/resources", env().SITE_URL).toString()}`,
    ],
    {
      text: `You receive this because you subscribed at ${env().SITE_URL}. Unsubscribe: ${url}`,
      html: `You receive this because you subscribed on our website. <a href="${escapeHtml(url)}" style="color:#1e40af">Unsubscribe</a>`,
    },
  );
}
