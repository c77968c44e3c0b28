import type { Route } from "./+types/backups";
import { listBackups, pruneBackups, takeBackup } from "~/features/backups/backups.server";
import { byMethod, jsonError } from "~/utils/http.server";

/** GET /api/admin/backups (admin): the finished backups, newest first: [{ name, bytes, createdAt }]. */
export async function loader() {
  return Response.json(
    (await listBackups()).map((b) => ({
      name: b.name,
      bytes: b.bytes,
      createdAt: b.createdAt.toISOString(),
    })),
  );
}

export const action = byMethod<Route.ActionArgs>({
  /** POST /api/admin/backups (admin): takes one now: 201 { name, bytes }. */
  POST: async () => {
    const outcome = await takeBackup();
    if (outcome.kind === "needs-pg-dump")
      return jsonError(501, `pg_dump is not installed on the server. Run: ${outcome.command}`);
    await pruneBackups();
    return Response.json({ name: outcome.name, bytes: outcome.bytes }, { status: 201 });
  },
});
