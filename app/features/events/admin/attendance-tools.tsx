import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lists/format";
import { useEventWrite, type Notice } from "./use-event-write";

type Imported = { updated: number; skipped: Array<{ line: number; reason: string }> };
type FollowedUp = { attended: number; noShow: number };

/** The attendance CSV sent back (email, status): each matching seat marked, the lines not used said. */
export function AttendanceImport({ say }: { say: (n: Notice) => void }) {
  const upload = useEventWrite<Imported>(say, ({ updated, skipped }) => {
    const notes = skipped.map((s) => `line ${s.line}: ${s.reason}`).join("; ");
    return `${updated} updated.${notes ? ` Not used: ${notes}.` : ""}`;
  });
  return (
    <upload.Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="import" />
      <div className="grid gap-1">
        <label htmlFor="attendance-file" className="text-sm font-medium">
          Attendance CSV (email, status)
        </label>
        <input id="attendance-file" type="file" name="file" accept=".csv,text/csv" />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={upload.state !== "idle"}>
        Import attendance
      </Button>
    </upload.Form>
  );
}

/** After the session, once: the replay to attendees, "sorry we missed you" with the replay to no-shows. */
export function FollowUp(props: { sentAt: string | null; hasReplay: boolean; say: (n: Notice) => void }) {
  const send = useEventWrite<FollowedUp>(
    props.say,
    (r) =>
      `Follow-up queued: the replay to ${r.attended} attendees, "sorry we missed you" to ${r.noShow} no-shows.`,
  );
  return (
    <send.Form method="post">
      <input type="hidden" name="intent" value="follow-up" />
      <Button
        type="submit"
        size="sm"
        disabled={send.state !== "idle" || Boolean(props.sentAt) || !props.hasReplay}
      >
        Send the follow-up (replay to attendees, "sorry we missed you" to no-shows)
      </Button>
      {props.sentAt && <p className="mt-1 text-sm text-muted">Sent {formatDateTime(props.sentAt)}.</p>}
      {!props.hasReplay && <p className="mt-1 text-sm text-muted">Set the replay link below first.</p>}
    </send.Form>
  );
}
