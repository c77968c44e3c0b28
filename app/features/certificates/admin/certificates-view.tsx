import { href, Link, useFetcher } from "react-router";
import type { Route } from "./+types/certificates-view";
import { submitViewAction, type ViewAnswer } from "~/admin/view-action";
import { viewActions } from "~/admin/write.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { DataTable, screenColumns } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { formatDateTime } from "~/lists/format";
import { certificatesOfEvent, programForCertificates } from "~/features/certificates/certificates.server";
import { issueCertificateNow, revokeCertificateByCode } from "~/features/certificates/writes.server";
import { integerId } from "~/utils/http.server";

export const meta = () => adminMeta("Certificates");

/** /admin/events/{id}/certificates (product.md §10.18): the program's certificates, issued and revoked; "Issue now". */
export async function loader({ params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const program = id ? await programForCertificates(id) : undefined;
  if (!program) throw new Response("Event not found.", { status: 404 });
  const certificates = await certificatesOfEvent(program.id);
  const holding = new Set(certificates.map((c) => c.registrationId));
  return {
    program: { id: program.id, title: program.title, issuedAt: program.issuedAt?.toISOString() ?? null },
    certificates,
    // "Issue now" is for a seat that has none yet.
    seats: program.seats.filter((s) => !holding.has(s.id)),
  };
}

/** The view's writes, the JSON endpoints' own (../writes.server.ts). */
export const action = viewActions({ issue: issueCertificateNow, revoke: revokeCertificateByCode });

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

type Row = Awaited<ReturnType<typeof certificatesOfEvent>>[number];

export default function CertificatesView({ loaderData }: Route.ComponentProps) {
  const { program, certificates, seats } = loaderData;
  const fetcher = useFetcher<ViewAnswer<{ code: string }>>({ key: "certificates" });
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";
  const columns = screenColumns<Row>({
    Attendee: (c) => `${c.name} (${c.email})`,
    Code: (c) => (
      <Link className="text-brand-700 underline" to={href("/certificates/:code", { code: c.code })}>
        {c.code}
      </Link>
    ),
    Sessions: (c) => `${c.sessionsAttended} of ${c.sessions}`,
    Issued: (c) => formatDateTime(c.issuedAt),
    Revoked: (c) => (c.revokedAt ? formatDateTime(c.revokedAt) : "No"),
  });
  return (
    <AdminView title={`Certificates: ${program.title}`}>
      <p className="mt-2 text-muted">
        {program.issuedAt
          ? `Issued after the last session on ${formatDateTime(program.issuedAt)}.`
          : "Issued to each attendee at or over the threshold within an hour after the last session."}{" "}
        <Link className="text-brand-700 underline" to={href("/admin/events/:id", { id: String(program.id) })}>
          Back to the event
        </Link>
      </p>
      <div aria-live="polite" className="mt-3 min-h-6">
        {answer && (
          <p className={answer.ok ? "text-green-800" : "text-red-700"}>
            {answer.ok ? `Done: certificate ${answer.code}.` : answer.error}
          </p>
        )}
      </div>
      <div className="mt-4 grid gap-6">
        <DataTable
          title="Certificates"
          caption="The program's certificates, issued and revoked"
          rows={certificates}
          columns={columns}
          rowKey={(c) => c.code}
          emptyMessage="No certificate issued yet."
          actions={(c) =>
            c.revokedAt ? null : (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="code" value={c.code} />
                <Button type="submit" size="sm" variant="outline" disabled={busy}>
                  Revoke<span className="sr-only"> the certificate of {c.name}</span>
                </Button>
              </fetcher.Form>
            )
          }
        />
        {seats.length > 0 && (
          <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="issue" />
            <div className="grid gap-1">
              <Label htmlFor="issue-registration">Attendee</Label>
              <Select id="issue-registration" name="registrationId">
                {seats.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} ({s.email})
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" disabled={busy}>
              Issue now
            </Button>
          </fetcher.Form>
        )}
      </div>
    </AdminView>
  );
}
