import type { Route } from "./+types/backups.$name";
import { refusalResponse } from "~/admin/write.server";
import { openBackup } from "~/features/backups/backups.server";
import { isRefused } from "~/utils/refusal";

/** GET /api/admin/backups/{name} (admin): downloads that backup; anything but a backup's name is a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await openBackup(params.name ?? "");
  if (isRefused(file)) return refusalResponse(file.refused);
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Length": String(file.bytes),
      "Content-Disposition": `attachment; filename="${params.name}"`,
    },
  });
}
