import type { Logger } from "pino";
import { lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { captchaUses, rateLimits, sessions } from "~/db/schema";
import { insightsRollupJob } from "~/services/insights-rollup.server";
import { outboxJob } from "~/services/outbox-worker.server";

type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

const HOUR = 60 * 60 * 1000;

/** Expired sessions, old rate-limit windows and used captcha entries are removed hourly. */
const housekeeping: Job = {
  name: "housekeeping",
  everyMs: HOUR,
  run: async () => {
    const now = new Date();
    await db().delete(sessions).where(lt(sessions.expiresAt, now));
    await db().delete(captchaUses).where(lt(captchaUses.expiresAt, now));
    await db()
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * HOUR)));
  },
};

// The outbox worker sends queued e-mails every few seconds (when SMTP_URL is set); insights roll
// up hourly.
const jobs: Job[] = [housekeeping, outboxJob, insightsRollupJob];

/** Registers a periodic job (the outbox worker registers itself here). */
export function registerJob(job: Job) {
  jobs.push(job);
}

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
