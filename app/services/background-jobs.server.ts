import type { Logger } from "pino";
import { lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { captchaUses, rateLimits } from "~/db/schema";
import { insightsRollupJob } from "~/services/insights-rollup.server";
import { newsletterJob } from "~/services/newsletter-delivery.server";
import { outboxJob } from "~/services/outbox-worker.server";
import { eventRemindersJob } from "~/services/event-reminders.server";
import { deleteExpiredSessions } from "~/services/session.server";
import { nightlyBackupJob, backupRequestsJob } from "~/services/backup-jobs.server";

type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

const HOUR = 60 * 60 * 1000;

/** Expired sessions (idle or absolute), old rate-limit windows and used captcha entries go hourly. */
export const housekeeping: Job = {
  name: "housekeeping",
  everyMs: HOUR,
  run: async () => {
    const now = new Date();
    await deleteExpiredSessions(now.getTime());
    await db().delete(captchaUses).where(lt(captchaUses.expiresAt, now));
    await db()
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * HOUR)));
  },
};

// The outbox worker sends queued e-mails every few seconds (when SMTP_URL is set); insights roll
// up hourly.
const jobs: Job[] = [housekeeping, outboxJob, insightsRollupJob];
// Issue 27: the nightly backup (checked every minute), and backups asked for by `npm run backup`.
jobs.push(nightlyBackupJob, backupRequestsJob);
// Issue 25: the 24-hour and 1-hour webinar reminders, claimed once each through the outbox.
jobs.push(eventRemindersJob);
// Issue 24: newsletter deliveries have their own worker and table, never queued before transactional mail.
jobs.push(newsletterJob);

export function startBackgroundJobs(logger: Logger) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const job of jobs) {
    const tick = () => {
      if (stopped) return;
      const p = job
        .run()
        .catch((err) => logger.warn({ err, job: job.name }, "background job failed"))
        .finally(() => running.delete(p));
      running.add(p);
    };
    timers.push(setInterval(tick, job.everyMs).unref());
    setTimeout(tick, 1_000).unref();
  }
  return {
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.allSettled([...running]);
    },
  };
}
