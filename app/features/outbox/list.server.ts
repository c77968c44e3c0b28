import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { outbox } from "~/db/schema";
import type { OutboxListQuery } from "~/schemas/admin-lists";
import { batchesOf, contains, cursorAt, newest, pageOf, total, type List } from "~/services/lists.server";
import type { OutboxRow } from "~/features/outbox/list";

/** The outbox without message bodies: what was sent to whom, and how delivery went. */
const outboxList: List<OutboxListQuery> = {
  rows: () =>
    db()
      .select({
        id: outbox.id,
        kind: outbox.kind,
        to: outbox.to,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        nextAttemptAt: outbox.nextAttemptAt,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        cursorAt: cursorAt(outbox.createdAt),
      })
      .from(outbox)
      .$dynamic(),
  count: () => db().select(total).from(outbox).$dynamic(),
  order: () => newest(outbox.createdAt, outbox.id),
  where: (q) =>
    and(contains(q.q, [outbox.to, outbox.subject, outbox.kind]), q.status && eq(outbox.status, q.status)),
};
export const listOutboxMessages = (q: OutboxListQuery) => pageOf<OutboxListQuery, OutboxRow>(outboxList, q);
export const outboxBatches = (q: OutboxListQuery) => batchesOf<OutboxListQuery, OutboxRow>(outboxList, q);
