import { href, useActionData, useFetcher } from "react-router";
import type { Route } from "./+types/backups-view";
import { readForm, refuse, unreadableForm } from "~/admin/view-form.server";
import { submitViewAction } from "~/admin/view-action";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { formatDateTime } from "~/lists/format";
import { listBackups, pruneBackups, takeBackup } from "~/features/backups/backups.server";
import { env } from "~/utils/env.server";

export const meta = () => adminMeta("Backups");

/** /admin/backups: the last backup's time and size, every kept backup to download, one taken now. */
export async function loader() {
  const backups = await listBackups();
  return {
    backups: backups.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
    keep: env().BACKUP_KEEP,
    hour: env().BACKUP_HOUR,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return unreadableForm();
  if (form.get("intent") !== "take") return refuse(400, "Unknown form.");
  const outcome = await takeBackup();
  if (outcome.kind === "needs-pg-dump")
    return refuse(501, `pg_dump is not installed on the server. Run: ${outcome.command}`);
  await pruneBackups();
  return { ok: true as const, name: outcome.name, bytes: outcome.bytes };
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function AdminBackupsPage({ loaderData }: Route.ComponentProps) {
  const { backups, keep, hour } = loaderData;
  const fetcher = useFetcher<{ ok: boolean; error?: string; name?: string }>({ key: "backups" });
  const documentAnswer = useActionData<{ ok: boolean; error?: string }>();
  const answer = fetcher.data ?? documentAnswer;
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
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Backups, newest first</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="p-2">
                  Taken
                </th>
                <th scope="col" className="p-2">
                  Size
                </th>
                <th scope="col" className="p-2">
                  File
                </th>
              </tr>
            </thead>
            <tbody>
              {backups.map((b) => (
                <tr key={b.name} className="border-b border-slate-200">
                  <td className="p-2">{formatDateTime(b.createdAt)}</td>
                  <td className="p-2">{size(b.bytes)}</td>
                  <td className="p-2">
                    <a
                      href={href("/api/admin/backups/:name", { name: b.name })}
                      download
                      className="underline"
                    >
                      Download {b.name}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <p className="text-sm text-muted">
          To restore one, stop the site and run <code>npm run restore -- FILE</code> on the server (README).
        </p>
      </div>
    </AdminView>
  );
}
