import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { env } from "~/utils/env.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
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

let cached: { url: string; transporter: Transporter } | undefined;

/** The SMTP transport for SMTP_URL, or null when none is configured (e-mails then wait in the outbox). */
export function mailTransport(): Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (cached?.url !== url) {
    cached?.transporter.close();
    cached = {
      url,
      // Short timeouts: an unreachable server fails this attempt quickly and the outbox retries later.
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as SMTPTransport.Options),
    };
  }
  return cached.transporter;
}

export async function sendMail(message: MailMessage) {
  const transporter = mailTransport();
  if (!transporter) throw new Error("SMTP_URL is not set");
  await transporter.sendMail({
    from: env().MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    headers: message.headers,
    messageId: message.messageId,
  });
}
