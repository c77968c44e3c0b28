import { z } from "zod";
import { listQuerySchema } from "~/schemas/admin-lists";

/** An outbox message's delivery states (the list's filter). */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;

/** GET /api/admin/outbox: search in recipient, subject and kind; filter by delivery status. */
export const outboxListQuerySchema = listQuerySchema.extend({
  status: z
    .enum(OUTBOX_STATUSES, { error: `Status must be one of: ${OUTBOX_STATUSES.join(", ")}` })
    .optional(),
});

export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
