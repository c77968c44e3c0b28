import type { DbOrTx } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { env } from "~/utils/env.server";

export type OutgoingEmail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** The person the e-mail is to or about: erasing them erases it. */
  personId?: number;
};

/**
 * Queues e-mails in one insert; call it with the transaction that stores the lead, so all land or
 * none. A submission's e-mails (the visitor's copy and the business notice) go in together: one round
 * trip to the database, not one each.
 */
export async function enqueueEmails(tx: DbOrTx, ...emails: OutgoingEmail[]) {
  if (emails.length === 0) return;
  await tx.insert(outbox).values(emails.map((email) => ({ ...email, headers: email.headers ?? {} })));
}

/** The business's own notice of a new lead, to NOTIFY_EMAIL; linked to the person it is about. */
export function businessNotice(
  kind: string,
  subject: string,
  lines: Array<[string, unknown]>,
  personId: number,
): OutgoingEmail {
  const text = lines
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(
      ([k, v]) =>
        `${k}: ${Array.isArray(v) ? v.join(", ") : typeof v === "object" ? JSON.stringify(v) : String(v)}`,
    )
    .join("\n");
  return {
    kind,
    to: env().NOTIFY_EMAIL,
    subject,
    text: `${text}\n\nSee this person in the admin area: ${env().SITE_URL}/admin/people/${personId}\n`,
    personId,
  };
}
