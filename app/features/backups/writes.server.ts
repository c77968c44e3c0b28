import { defineWrite } from "~/admin/write.server";
import { backupNow, type BackupFile } from "./backups.server";

/** A backup as the API and the view list it (product.md §10.8). */
export const backupJson = (b: BackupFile) => ({
  name: b.name,
  bytes: b.bytes,
  createdAt: b.createdAt.toISOString(),
});

/** POST /api/admin/backups, and the Backups view's "Take a backup now": 201 { name, bytes }. */
export const takeBackupWrite = defineWrite({
  creates: true,
  run: () => backupNow(),
});
