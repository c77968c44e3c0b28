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

/** Queues an e-mail; call it with the transaction that stores the lead, so both land or neither. */
export async function enqueueEmail(tx: DbOrTx, email: OutgoingEmail) {
  await tx.insert(outbox).values({ ...email, headers: email.headers ?? {} });
}

/** The business's own notice of a new lead, to NOTIFY_EMAIL; linked to the person it is about. */
export async function notifyBusiness(
  tx: DbOrTx,
  kind: string,
  subject: string,
  lines: Array<[string, unknown]>,
  personId: number,
) {
  const text = lines
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(
      ([k, v]) =>
        `${k}: ${Array.isArray(v) ? v.join(", ") : typeof v === "object" ? JSON.stringify(v) : String(v)}`,
    )
    .join("\n");
  await enqueueEmail(tx, {
    kind,
    to: env().NOTIFY_EMAIL,
    subject,
    text: `${text}\n\nSee this person in the admin area: ${env().SITE_URL}/admin/people/${personId}\n`,
    personId,
  });
}
