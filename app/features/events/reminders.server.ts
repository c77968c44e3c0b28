import { inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import { reminderEmail, type RegistrationRow } from "~/features/events/invites.server";
import { enqueueEmails } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";

const HOUR = 3600_000;
const BATCH = 50;

/**
 * The two reminders before a session, each sent at most once per seat whatever the number of
 * instances or restarts: a reminder is claimed by setting its column in the same transaction that
 * queues its e-mail in the outbox (`for update skip locked`, as the outbox worker claims), so a
 * crash before the commit leaves it unclaimed and unsent, and after it, claimed and queued.
 * The 24-hour one is skipped once the 1-hour one is due (a late registration gets the nearer one).
 */
const REMINDERS = [
  { lead: "24h", before: 24 * HOUR, until: HOUR, column: "reminder_24h_at" },
  { lead: "1h", before: HOUR, until: 0, column: "reminder_1h_at" },
] as const;

/** Claims and queues one batch of due reminders of one kind; how many. Time is the shared clock. */
async function sendBatch(r: (typeof REMINDERS)[number], at: Date): Promise<number> {
  return db().transaction(async (tx) => {
    const column = sql.raw(r.column);
    const claimed = (await tx.execute(sql`
      update event_registrations set ${column} = ${at.toISOString()}::timestamptz
      where id in (
        select reg.id from event_registrations reg join events e on e.id = reg.event_id
        where reg.status = 'confirmed' and reg.${column} is null
          and e.published and e.cancelled_at is null
          and e.starts_at - make_interval(secs => ${r.before / 1000}) <= ${at.toISOString()}::timestamptz
          and e.starts_at - make_interval(secs => ${r.until / 1000}) > ${at.toISOString()}::timestamptz
        order by reg.id
        limit ${BATCH}
        for update of reg skip locked
      )
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    const ids = claimed.rows.map((row) => Number(row.id));
    if (ids.length === 0) return 0;
    const regs: RegistrationRow[] = await tx
      .select()
      .from(eventRegistrations)
      .where(inArray(eventRegistrations.id, ids));
    const evs = await tx
      .select()
      .from(events)
      .where(inArray(events.id, [...new Set(regs.map((x) => x.eventId))]));
    const byId = new Map(evs.map((e) => [e.id, e]));
    await enqueueEmails(
      tx,
      ...(await Promise.all(regs.map((x) => reminderEmail(byId.get(x.eventId)!, x, r.lead)))),
    );
    return ids.length;
  });
}

/** Every due reminder, batch after batch (bounded: a batch that claims nothing ends the kind). */
export async function sendDueReminders(at = now()): Promise<number> {
  let total = 0;
  for (const r of REMINDERS) {
    for (let i = 0; i < 1000; i++) {
      const n = await sendBatch(r, at);
      total += n;
      if (n < BATCH) break;
    }
  }
  return total;
}

/** The background job (background-jobs.server.ts): every few seconds. */
export const eventRemindersJob = {
  name: "webinar-reminders",
  everyMs: 5_000,
  run: () => sendDueReminders(),
};
