import { and, eq } from "drizzle-orm";
import { outbox } from "~/db/schema";
import type { OutboxRow } from "~/features/outbox/list";
import type { OutboxListQuery } from "./schema";
import { contains, tableList } from "~/services/lists.server";

/** The outbox without message bodies: what was sent to whom, and how delivery went. */
export const { page: listOutboxMessages, batches: outboxBatches } = tableList<OutboxListQuery, OutboxRow>(
  outbox,
  {
    columns: {
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
    },
    where: (q) =>
      and(contains(q.q, [outbox.to, outbox.subject, outbox.kind]), q.status && eq(outbox.status, q.status)),
  },
);
