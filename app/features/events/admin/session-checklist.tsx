import { DataTable, screenColumns } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { useEventWrite, type Notice } from "./use-event-write";

/** A seat on a program's checklist, with its marks by session number. */
export type ChecklistSeat = { id: number; name: string; email: string; marks: Record<number, boolean> };
export type ChecklistSession = { number: number; line: string };

type Marked = { sessionNumber: number; attended: boolean; status: string };

/**
 * A program's attendance, one session at a time (decision 0108): each seat marked present or
 * absent at the chosen session. Each mark is a real form (it works before hydration), posted to
 * the view's "attendance" write, the same one as PUT /api/admin/events/{id}/sessions/{number}/attendance.
 */
export function SessionChecklist(props: {
  sessions: ChecklistSession[];
  seats: ChecklistSeat[];
  say: (n: Notice) => void;
}) {
  const mark = useEventWrite<Marked>(
    props.say,
    (r) => `Session ${r.sessionNumber}: marked ${r.attended ? "present" : "absent"}.`,
  );
  return (
    <section aria-labelledby="checklist-heading" className="grid gap-6">
      <h2 id="checklist-heading" className="text-xl font-semibold text-ink">
        Attendance by session
      </h2>
      {props.sessions.map((s) => {
        const columns = screenColumns<ChecklistSeat>({
          Name: (seat) => seat.name,
          "E-mail": (seat) => seat.email,
          Marked: (seat) =>
            seat.marks[s.number] === undefined ? "Not marked" : seat.marks[s.number] ? "Present" : "Absent",
        });
        return (
          <div key={s.number} className="grid gap-2">
            <h3 className="font-semibold text-ink">{s.line}</h3>
            <DataTable
              title={`Attendance at session ${s.number}`}
              rows={props.seats}
              columns={columns}
              emptyMessage="No seats taken yet."
              actions={(seat) => (
                <div className="flex flex-wrap gap-2">
                  {[true, false].map((attended) => (
                    <mark.Form method="post" key={String(attended)}>
                      <input type="hidden" name="intent" value="attendance" />
                      <input type="hidden" name="number" value={s.number} />
                      <input type="hidden" name="registrationId" value={seat.id} />
                      <input type="hidden" name="attended" value={String(attended)} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="outline"
                        disabled={mark.state !== "idle" || seat.marks[s.number] === attended}
                      >
                        {attended ? "Present" : "Absent"}
                        <span className="sr-only">
                          {" "}
                          – {seat.email}, session {s.number}
                        </span>
                      </Button>
                    </mark.Form>
                  ))}
                </div>
              )}
            />
          </div>
        );
      })}
    </section>
  );
}
