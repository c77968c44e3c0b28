import { z } from "zod";
import { apiRead } from "~/admin/read.server";
import { backupDownload } from "~/features/backups/backups.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/backups/{name} (admin): downloads that backup; anything but a backup's name is a 404. */
export const loader = endpoint({
  GET: apiRead("Backup not found.", ({ name }) => backupDownload(name), z.object({ name: z.string() })),
});
export const action = loader;
