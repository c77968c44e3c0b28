import { nowMs } from "~/utils/clock.server";
import type { DbOrTx } from "~/db/client.server";
import { outbox, type Attribution, type OutboxAttachment } from "~/db/schema";
import { env } from "~/utils/env.server";

export type OutgoingEmail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Files sent with it (a calendar invite). */
  attachments?: OutboxAttachment[];
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
  // Due now on the project's clock, the one the worker claims by (decision 0105): a clock moved
  // for a test, or a database whose own clock differs, must not leave a message never due.
  const due = new Date(nowMs());
  await tx.insert(outbox).values(
    emails.map((email) => ({
      ...email,
      headers: email.headers ?? {},
      attachments: email.attachments ?? [],
      nextAttemptAt: due,
    })),
  );
}

/** Where a lead came from (app/utils/attribution.ts), in the same words in every notice. */
const attributionLines = (a: Attribution): Array<[string, unknown]> => [
  ["Landing page", a.landingPage],
  ["Referrer", a.referrer],
  ["UTM source", a.utm_source],
  ["UTM medium", a.utm_medium],
  ["UTM campaign", a.utm_campaign],
  ["UTM term", a.utm_term],
  ["UTM content", a.utm_content],
];

/**
 * The business's own notice of a new lead, to NOTIFY_EMAIL: the form's lines, where the lead came
 * from, and the link to the person it is about (erasing them erases it). Empty lines are left out.
 */
export function newLeadNotice(n: {
  kind: string;
  subject: string;
  lines: Array<[string, unknown]>;
  attribution: Attribution | undefined;
  personId: number;
}): OutgoingEmail {
  const text = [...n.lines, ...attributionLines(n.attribution ?? {})]
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(
      ([k, v]) =>
        `${k}: ${Array.isArray(v) ? v.join(", ") : typeof v === "object" ? JSON.stringify(v) : String(v)}`,
    )
    .join("\n");
  return {
    kind: n.kind,
    to: env().NOTIFY_EMAIL,
    subject: n.subject,
    text: `${text}\n\nSee this person in the admin area: ${env().SITE_URL}/admin/people/${n.personId}\n`,
    personId: n.personId,
  };
}
