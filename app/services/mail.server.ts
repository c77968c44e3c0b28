import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { MailAttachment } from "~/services/outbox-attachments.server";
import { env } from "~/utils/env.server";
import { loadOnFirstUse } from "~/utils/lazy-module.server";

// Loaded with the first e-mail sent, not at start (decision 0099).
const nodemailer = loadOnFirstUse<typeof import("nodemailer")>("nodemailer");

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** A stable Message-ID (a newsletter delivery's), so a resend after a crash is recognisably the same message. */
  messageId?: string;
};

/**
 * An SMTP permanent failure (a 5xx reply, RFC 5321 §4.2.1): the address or message is refused for good,
 * so retrying is pointless and the address is suppressed. Connection errors and 4xx replies are not.
 */
export function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

type Cached = { url: string; transporter: Transporter };
let cached: Cached | undefined;
// Newsletter deliveries (decision 0085) go one after another over one kept-open connection (a pool of one),
// not a new connection per message; transactional mail keeps its own transport.
let bulkCached: Cached | undefined;

/** The SMTP transport for SMTP_URL, or null when none is configured (e-mails then wait in the outbox). */
export function mailTransport(bulk = false): Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  const current = bulk ? bulkCached : cached;
  if (current?.url === url) return current.transporter;
  current?.transporter.close();
  const next = {
    url,
    // Short timeouts: an unreachable server fails this attempt quickly and the outbox retries later.
    transporter: nodemailer().createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...(bulk ? { pool: true, maxConnections: 1, maxMessages: 500 } : {}),
    } as SMTPTransport.Options),
  };
  if (bulk) bulkCached = next;
  else cached = next;
  return next.transporter;
}

/** Ends the kept-open newsletter connection (the delivery job does after each tick's sends). */
export function closeBulkTransport() {
  bulkCached?.transporter.close();
  bulkCached = undefined;
}

export async function sendMail(message: MailMessage, opts: { bulk?: boolean } = {}) {
  const transporter = mailTransport(opts.bulk);
  if (!transporter) throw new Error("SMTP_URL is not set");
  await transporter.sendMail({
    from: env().MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    headers: message.headers,
    attachments: message.attachments?.map((a) => ({ ...a, contentTransferEncoding: "base64" as const })),
    messageId: message.messageId,
  });
}
