import { answerBackupRequests, runNightlyBackup } from "~/features/backups/backups.server";

/** Due by the shared clock from BACKUP_HOUR on; once a day across instances (backups.server.ts). */
export const nightlyBackupJob = {
  name: "nightly-backup",
  everyMs: 60 * 1000,
  run: () => runNightlyBackup((message) => console.warn(message)),
};

/** `npm run backup` while the site runs: the server holds the database, so it writes the file. */
export const backupRequestsJob = {
  name: "backup-requests",
  everyMs: 1000,
  run: () => answerBackupRequests(),
};
