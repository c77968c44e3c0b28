import type { Route } from "./+types/backups.$name";
import { openBackup } from "~/features/backups/backups.server";
import { notFound } from "~/utils/http.server";

/**
 * GET /api/admin/backups/{name} (admin): downloads that backup. The name must be a backup's own
 * (backup-YYYYMMDDTHHMMSSZ.tar): anything else, a path included, is a 404 and reads no file.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await openBackup(params.name ?? "");
  if (!file) return notFound("Backup");
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Length": String(file.bytes),
      "Content-Disposition": `attachment; filename="${params.name}"`,
    },
  });
}
