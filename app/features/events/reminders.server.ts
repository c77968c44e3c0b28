import { inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import { reminderEmail, type RegistrationRow } from "~/features/events/invites.server";
import { enqueueEmails } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { programsOf } from "./sessions.server";

const HOUR = 3600_000;
const BATCH = 50;

/**
 * The two reminders before each session of an event (each of a program's, decision 0108), each sent
 * at most once per seat and session whatever the number of instances or restarts: a reminder is
 * claimed by inserting its session_reminders row in the same transaction that queues its e-mail
 * (its key taken once: a second instance's insert waits on the first's and then finds it there), so
 * a crash before the commit leaves it unclaimed and unsent, and after it, claimed and queued. The
 * 24-hour one is skipped once the 1-hour one is due (a late registration gets the nearer one).
 */
const REMINDERS = [
  { lead: "24h", before: 24 * HOUR, until: HOUR },
  { lead: "1h", before: HOUR, until: 0 },
] as const;

/** Claims and queues one batch of due reminders of one kind; how many. Time is the shared clock. */
async function sendBatch(r: (typeof REMINDERS)[number], at: Date): Promise<number> {
  return db().transaction(async (tx) => {
    const claimed = (await tx.execute(sql`
      insert into session_reminders (registration_id, session_id, lead, sent_at)
      select reg.id, s.id, ${r.lead}, ${at.toISOString()}::timestamptz
      from event_registrations reg
        join events e on e.id = reg.event_id
        join event_sessions s on s.event_id = e.id
      where reg.status = 'confirmed'
        and e.published and e.cancelled_at is null
        and s.starts_at - make_interval(secs => ${r.before / 1000}) <= ${at.toISOString()}::timestamptz
        and s.starts_at - make_interval(secs => ${r.until / 1000}) > ${at.toISOString()}::timestamptz
        and not exists (
          select 1 from session_reminders sr
          where sr.registration_id = reg.id and sr.session_id = s.id and sr.lead = ${r.lead}
        )
      order by s.starts_at, reg.id
      limit ${BATCH}
      on conflict do nothing
      returning registration_id, session_id`)) as unknown as {
      rows: Array<{ registration_id: number; session_id: number }>;
    };
    const pairs = claimed.rows.map((row) => ({
      reg: Number(row.registration_id),
      session: Number(row.session_id),
    }));
    if (pairs.length === 0) return 0;
    const regs: RegistrationRow[] = await tx
      .select()
      .from(eventRegistrations)
      .where(
        inArray(
          eventRegistrations.id,
          pairs.map((p) => p.reg),
        ),
      );
    const evs = await programsOf(
      tx,
      await tx
        .select()
        .from(events)
        .where(inArray(events.id, [...new Set(regs.map((x) => x.eventId))])),
    );
    const regById = new Map(regs.map((x) => [x.id, x]));
    const programById = new Map(evs.map((e) => [e.id, e]));
    await enqueueEmails(
      tx,
      ...(await Promise.all(
        pairs.map(({ reg, session }) => {
          const registration = regById.get(reg)!;
          const program = programById.get(registration.eventId)!;
          const s = program.sessions.find((x) => x.id === session)!;
          return reminderEmail(program, s, registration, r.lead);
        }),
      )),
    );
    return pairs.length;
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
