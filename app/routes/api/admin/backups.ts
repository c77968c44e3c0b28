import { apiWrite } from "~/admin/write.server";
import { listBackups } from "~/features/backups/backups.server";
import { backupJson, takeBackupWrite } from "~/features/backups/writes.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/backups (admin): the finished backups, newest first: [{ name, bytes, createdAt }]
 * (at most BACKUP_KEEP: older ones are pruned, so the list is whole).
 */
async function read() {
  return Response.json((await listBackups()).map(backupJson));
}

/** POST /api/admin/backups (admin): takes one now: 201 { name, bytes }. */
export const action = endpoint({
  GET: read,
  POST: apiWrite(takeBackupWrite),
});
export const loader = action;
