import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db, type DbOrTx } from "~/db/client.server";
import type { SendOutcome } from "~/services/bulk-pace.server";
import { isPermanentFailure } from "~/services/mail.server";
import { backoffSeconds } from "~/services/outbox-worker.server";
import { suppressAddresses } from "~/services/suppression.server";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";

// What bulk mail (the newsletter's issues and the follow-up sequences, decisions 0085 and 0097) does
// when a send fails, and the headers every such e-mail carries: one policy for both workers, which
// write it into their own rows.

/** 4xx answers before a bulk e-mail is given up. */
const BULK_MAX_ATTEMPTS = 6;
/** When the SMTP server does not answer at all, its e-mails wait this long, without using up attempts. */
const SERVER_DOWN_WAIT_MS = 60_000;

/** When the e-mails of a server that did not answer are tried again. */
export const serverBackAt = () => new Date(nowMs() + SERVER_DOWN_WAIT_MS);

/**
 * A claimed row put back untried (the server is unreachable): the claim's attempt does not count.
 * The worker adds its own due time (`serverBackAt()`) and status.
 */
export const untried = (attempts: PgColumn) => ({ attempts: sql`${attempts} - 1`, lockedUntil: null });

/** How a worker writes a failed send's outcome into its own rows. */
type FailureWrites = {
  /** A 5xx: marked failed, in the transaction that suppresses the address. */
  refused: (tx: DbOrTx, error: string) => Promise<unknown>;
  /** Tried again at `at`; `uncounted` when the server did not answer (the attempt gives back). */
  later: (p: { error: string; at: Date; uncounted: boolean }) => Promise<unknown>;
  /** The last attempt answered with a 4xx: given up. */
  gaveUp: (error: string) => Promise<unknown>;
};

/**
 * A failed bulk send, settled: a 5xx will not change on retry (RFC 5321 §4.2.1), so it fails and its
 * address is suppressed at once (product.md §10.10), which also ends the person's sequences; no reply
 * at all is the server's fault, not the recipient's, so the e-mail waits a minute without using up an
 * attempt and the tick stops ("down", the rest of its claim put back); a 4xx is retried with the
 * outbox's backoff until the sixth attempt gives up.
 */
export async function settleFailure(
  err: unknown,
  attempts: number,
  email: string,
  writes: FailureWrites,
): Promise<SendOutcome> {
  const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
  if (isPermanentFailure(err)) {
    await db().transaction(async (tx) => {
      await writes.refused(tx, error);
      await suppressAddresses(tx, [email], `SMTP: ${error}`);
    });
    return "failed";
  }
  if (typeof (err as { responseCode?: unknown } | null)?.responseCode !== "number") {
    await writes.later({ error, at: serverBackAt(), uncounted: true });
    return "down";
  }
  if (attempts >= BULK_MAX_ATTEMPTS) {
    await writes.gaveUp(error);
    return "failed";
  }
  await writes.later({ error, at: new Date(nowMs() + backoffSeconds(attempts) * 1000), uncounted: false });
  return "retry";
}

/** The sender's address (MAIL_FROM may be "Name <address>"): where a mailto unsubscribe goes. */
function unsubscribeMailbox() {
  const from = env().MAIL_FROM;
  return from.match(/<([^>]+)>/)?.[1] ?? from;
}

/**
 * The unsubscribe headers of every bulk e-mail: its page (RFC 8058's one-click POST: no page, cookie
 * or script) and a mailto that reaches the business's inbox, for clients that only offer mail.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${url}>, <mailto:${unsubscribeMailbox()}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
