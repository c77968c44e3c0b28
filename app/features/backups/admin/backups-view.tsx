import { href, useFetcher } from "react-router";
import type { Route } from "./+types/backups-view";
import { submitViewAction, type ViewAnswer } from "~/admin/view-action";
import { viewActions } from "~/admin/write.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { DataTable, screenColumns } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { formatDateTime } from "~/lists/format";
import { listBackups } from "~/features/backups/backups.server";
import { backupJson, takeBackupWrite } from "~/features/backups/writes.server";
import { env } from "~/utils/env.server";

export const meta = () => adminMeta("Backups");

/**
 * /admin/backups: the last backup's time and size, every kept backup to download (at most
 * BACKUP_KEEP: the rest are pruned), one taken now (product.md §10.8).
 */
export async function loader() {
  return {
    backups: (await listBackups()).map(backupJson),
    keep: env().BACKUP_KEEP,
    hour: env().BACKUP_HOUR,
  };
}

/** The view's one write, POST /api/admin/backups's own (../writes.server.ts). */
export const action = viewActions({ take: takeBackupWrite });

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Backup = ReturnType<typeof backupJson>;

const columns = screenColumns<Backup>({
  Taken: (b) => formatDateTime(b.createdAt),
  Size: (b) => size(b.bytes),
  File: (b) => (
    <a href={href("/api/admin/backups/:name", { name: b.name })} download className="underline">
      Download {b.name}
    </a>
  ),
});

export default function AdminBackupsPage({ loaderData }: Route.ComponentProps) {
  const { backups, keep, hour } = loaderData;
  const fetcher = useFetcher<ViewAnswer<{ name: string }>>({ key: "backups" });
  const answer = fetcher.data;
  const last = backups[0];
  return (
    <AdminView title="Backups">
      <div className="mt-4 grid max-w-3xl gap-4">
        <p>
          {last ? `Last backup: ${formatDateTime(last.createdAt)}, ${size(last.bytes)}.` : "No backup yet."}{" "}
          The site takes one every night from {hour}:00 and keeps the last {keep}.
        </p>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="take" />
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Taking a backup…" : "Take a backup now"}
          </Button>
        </fetcher.Form>
        <FieldError>{answer && !answer.ok ? answer.error : undefined}</FieldError>
        {backups.length ? (
          <DataTable
            title="Backups"
            caption="Backups, newest first"
            rows={backups}
            columns={columns}
            rowKey={(b) => b.name}
          />
        ) : null}
        <p className="text-sm text-muted">
          To restore one, stop the site and run <code>npm run restore -- FILE</code> on the server (README).
        </p>
      </div>
    </AdminView>
  );
}
