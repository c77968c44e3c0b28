import { site } from "~/content/site";
import { webinar } from "~/content/webinar";

/** A rendered e-mail: plain text for every client, simple HTML for those that show it. */
type EmailContent = { subject: string; text: string; html: string };

/** Visitor-typed text is escaped before it goes into HTML. */
function escapeHtml(value: string) {
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

export function webinarConfirmation(p: { name: string }): EmailContent {
  return render(`You're registered: ${webinar.shortTitle} on ${webinar.dateLabel}`, [
    `Hi ${firstName(p.name)},`,
    `Your seat is reserved for "${webinar.title}".`,
    `When: ${webinar.dateLabel}, ${webinar.timeLabel} (${webinar.durationLabel})\nWhere: ${webinar.format}`,
    `We'll send the joining link and a calendar reminder before the session. Seats are limited to ${webinar.seats}; if you can no longer attend, reply to this e-mail so we can offer your seat to someone else.`,
  ]);
}
