import { deleteExpiredClientSessions } from "~/features/account/client-session.server";
import { pruneSignInLinks } from "~/features/account/sign-in.server";
import type { Logger } from "pino";
import { pruneCaptchaUses } from "~/services/captcha.server";
import { pruneRateLimits } from "~/services/rate-limit.server";
import { insightsRollupJob } from "~/features/insights/rollup.server";
import { newsletterJob } from "~/features/newsletter/delivery.server";
import { sequencesJob } from "~/features/sequences/delivery.server";
import { outboxJob } from "~/services/outbox-worker.server";
import { eventRemindersJob } from "~/features/events/reminders.server";
import { packRemindersJob } from "~/features/coaching/reminders.server";
import { deleteExpiredSessions } from "~/services/session.server";
import { nightlyBackupJob, backupRequestsJob } from "~/features/backups/backup-jobs.server";
import { digestJob } from "~/features/digest/digest.server";
import { registerAttachmentRenderer } from "~/services/outbox-attachments.server";
import { REPORT_ATTACHMENT, assessmentReportPdf } from "~/features/assessments/report/report.server";
import { paymentJobs } from "~/features/payments/holds.server";
import { reconciliationJob } from "~/features/payments/reconciliation.server";
import { catalog } from "~/features/catalog/products.server";
import {
  CERTIFICATE_ATTACHMENT,
  certificatePdf,
  certificatesJob,
} from "~/features/certificates/certificates.server";

type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

const HOUR = 60 * 60 * 1000;

/** Expired sessions (idle or absolute), old rate-limit windows and used captcha entries go hourly. */
export const housekeeping: Job = {
  name: "housekeeping",
  everyMs: HOUR,
  run: async () => {
    const now = new Date();
    await deleteExpiredSessions(now.getTime());
    await deleteExpiredClientSessions();
    await pruneSignInLinks();
    await pruneCaptchaUses(now);
    await pruneRateLimits(new Date(now.getTime() - 24 * HOUR));
  },
};

// The outbox worker sends queued e-mails every few seconds (when SMTP_URL is set); insights roll
// up hourly.
const jobs: Job[] = [housekeeping, outboxJob, insightsRollupJob];
// The nightly backup (checked every minute), and backups asked for by `npm run backup` (decision 0089).
jobs.push(nightlyBackupJob, backupRequestsJob);
// The 24-hour and 1-hour webinar reminders, claimed once each through the outbox (decision 0086).
jobs.push(eventRemindersJob);
// Newsletter deliveries have their own worker and table, never queued before transactional mail (decision 0085).
jobs.push(newsletterJob);
// Follow-up sequences: their own worker, within the newsletter's one bulk pace (decision 0097).
jobs.push(sequencesJob);

// The weekly digest (Monday 09:00, site time zone) and the no-visitors alert, on the project's clock (decision 0098).
jobs.push(digestJob);

// The assessment report's PDF, recorded in the outbox as what to render and rendered when sent (decision 0098).
registerAttachmentRenderer(REPORT_ATTACHMENT, assessmentReportPdf);
// Holds whose time is up (released, offered on), and the Stripe calls a commit left to make: refunds
// claimed, sessions of stopped orders closed (decisions 0096, 0106).
jobs.push(...paymentJobs(catalog));
// The daily reconciliation with Stripe, claimed once a day across instances (product.md §10.14).
jobs.push(reconciliationJob(catalog));
// A coaching pack's "ends in 7 days" e-mail, claimed once per pack and end (decision 0110).
jobs.push(packRemindersJob);

// Certificates of completion after a program's last session, claimed once per program; their PDF
// rendered when the e-mail is sent (product.md §10.18, decision 0108).
jobs.push(certificatesJob);
registerAttachmentRenderer(CERTIFICATE_ATTACHMENT, certificatePdf);

export function startBackgroundJobs(logger: Logger) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const job of jobs) {
    let busy: Promise<unknown> | undefined;
    // A tick while the last one still runs is skipped: a job never overlaps itself in one process
    // (across processes, each job claims its rows in the database).
    const tick = () => {
      if (stopped || busy) return;
      const p = job
        .run()
        .catch((err) => logger.warn({ err, job: job.name }, "background job failed"))
        .finally(() => {
          running.delete(p);
          busy = undefined;
        });
      busy = p;
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
