import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { defineWrite } from "~/admin/write.server";
import { db } from "~/db/client.server";
import { digestOptOuts } from "~/db/schema";
import { dayFromNumber, dayNumber } from "~/features/insights/range-schema";
import { enqueueEmails } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { dateTime, toSiteLocal } from "~/utils/dates";
import { env } from "~/utils/env.server";
import { noVisitorsAlertEmail, weeklyDigestEmail } from "./emails/weekly-digest";
import { digestFigures, weekRanges } from "./figures.server";

/** product.md §10.13: Monday, 09:00 in the site's time zone. */
const SEND_HOUR = 9;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The site's wall clock at `at`: its day ("2026-11-23"), weekday (Monday 1 … Sunday 7) and hour. */
export function siteClock(at: Date) {
  const local = toSiteLocal(at);
  const day = local.slice(0, 10);
  const weekday = ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { day, weekday, hour: Number(local.slice(11, 13)) };
}

/** The Monday of the week holding `day` (site days). */
const mondayOf = (day: string) => {
  const n = dayNumber(day);
  const weekday = ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return dayFromNumber(n - weekday + 1);
};

/** The digest sent on `monday`: the week before it (Monday to Sunday), beside the week before that. */
export async function digestForWeek(monday: string) {
  const { range, before } = weekRanges(
    dayFromNumber(dayNumber(monday) - 7),
    dayFromNumber(dayNumber(monday) - 1),
  );
  return weeklyDigestEmail(await digestFigures(range, before, monday), env().SITE_URL);
}

/**
 * GET /api/admin/digest/preview and the Security view: this week so far (Monday to today), beside the
 * same days of the week before.
 */
export async function digestPreview(at = now()) {
  const today = siteClock(at).day;
  const { range, before } = weekRanges(mondayOf(today), today);
  return weeklyDigestEmail(await digestFigures(range, before, today), env().SITE_URL);
}

/** Admins who get the digest (and the alert): every admin who has not turned it off. */
async function recipients(week?: string) {
  const result = await db().execute(sql`
    select a.id, a.email from admin_users a
    where not exists (select 1 from digest_opt_outs o where o.admin_id = a.id)
    ${week ? sql`and not exists (select 1 from digest_sends s where s.admin_id = a.id and s.week = ${week}::date)` : sql``}
    order by a.id`);
  return (result as unknown as { rows: Array<{ id: number; email: string }> }).rows;
}

/**
 * The week's digests, if it is Monday from 09:00 on in the site's time zone (so a digest missed while
 * the site was down goes out when it is back, the same day). Each admin's is claimed by inserting
 * (admin, week) into digest_sends in the transaction that queues it in the outbox: once per week and
 * admin, whatever the restarts or instances (the primary key refuses a second claim). Answers how many
 * were queued.
 */
export async function sendDueDigests(at = now()): Promise<number> {
  const clock = siteClock(at);
  if (clock.weekday !== 1 || clock.hour < SEND_HOUR) return 0;
  const week = clock.day;
  const due = await recipients(week);
  if (due.length === 0) return 0;
  const email = await digestForWeek(week);
  let queued = 0;
  for (const admin of due) {
    queued += await db().transaction(async (tx) => {
      const claimed = (await tx.execute(sql`
        insert into digest_sends (admin_id, week, sent_at) values (${admin.id}, ${week}::date, ${at.toISOString()}::timestamptz)
        on conflict do nothing returning admin_id`)) as unknown as { rows: unknown[] };
      if (claimed.rows.length === 0) return 0;
      await enqueueEmails(tx, { kind: "weekly-digest", to: admin.email, ...email });
      return 1;
    });
  }
  return queued;
}

const ALERT = "no-visitors";

/**
 * product.md §10.13: when visitors were counted before but none for 24 hours, tracking is probably
 * broken: one alert to the digest's recipients, at most once per 24 hours. Claimed by one conditional
 * update of the alert's row (or its first insert), in the transaction that queues the e-mails, so two
 * instances cannot both send it.
 */
export async function sendNoVisitorsAlert(at = now()): Promise<number> {
  const last = (await db().execute(sql`select max(created_at) as at from insight_events`)) as unknown as {
    rows: Array<{ at: string | Date | null }>;
  };
  const lastSeen = last.rows[0]?.at ? new Date(last.rows[0].at) : null;
  if (!lastSeen || at.getTime() - lastSeen.getTime() < DAY_MS) return 0;
  const to = await recipients();
  if (to.length === 0) return 0;
  const email = await noVisitorsAlertEmail(dateTime(lastSeen), env().SITE_URL);
  return db().transaction(async (tx) => {
    const iso = at.toISOString();
    const claimed = (await tx.execute(sql`
      insert into digest_alerts (name, last_sent_at) values (${ALERT}, ${iso}::timestamptz)
      on conflict (name) do update set last_sent_at = excluded.last_sent_at
        where digest_alerts.last_sent_at <= ${iso}::timestamptz - interval '24 hours'
      returning name`)) as unknown as { rows: unknown[] };
    if (claimed.rows.length === 0) return 0;
    await enqueueEmails(tx, ...to.map((a) => ({ kind: "no-visitors-alert", to: a.email, ...email })));
    return to.length;
  });
}

/** The background job (background-jobs.server.ts): every minute on the project's clock. */
export const digestJob = {
  name: "weekly-digest",
  everyMs: 60_000,
  run: async () => {
    const at = now();
    await sendDueDigests(at);
    await sendNoVisitorsAlert(at);
  },
};

/** Whether the admin gets the digest (the Security view's switch). */
export async function digestEnabled(adminId: number) {
  const [row] = await db().select().from(digestOptOuts).where(eq(digestOptOuts.adminId, adminId));
  return !row;
}

/** The Security view's switch: the admin's weekly digest (and the no-visitors alert) on or off. */
export const setDigestWrite = defineWrite({
  input: z.object({ enabled: z.boolean({ error: "enabled must be true or false" }) }),
  run: async ({ input, adminId }) => {
    if (input.enabled) await db().delete(digestOptOuts).where(eq(digestOptOuts.adminId, adminId));
    else await db().insert(digestOptOuts).values({ adminId }).onConflictDoNothing();
    return { digestEnabled: input.enabled };
  },
});
