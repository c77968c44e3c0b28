import { href } from "react-router";
import type { ListPage } from "~/admin/list-page.server";
import { ListView } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { Button } from "~/components/ui/button";
import {
  registrationColumns,
  registrationList,
  registrationStatuses,
  type RegistrationListRow,
} from "~/features/events/list";
import { labelIn } from "~/lists/columns";
import { useEventWrite, type Notice } from "./use-event-write";
import { RefundButton, type RefundOffer } from "./refund-button";

const MARKS = ["attended", "no_show", "cancelled"] as const;

/** A registration's checklist buttons: attended, no-show, or cancel the place (the seat passes on). */
function MarkButtons({ row, mark }: { row: RegistrationListRow; mark: ReturnType<typeof useMark> }) {
  return (
    <div className="flex flex-wrap gap-2">
      {MARKS.filter((s) => s !== row.status).map((status) => (
        <Button
          key={status}
          type="button"
          size="sm"
          variant="outline"
          disabled={mark.state !== "idle"}
          onClick={() =>
            void mark.submit({ intent: "status", registrationId: String(row.id), status }, { method: "post" })
          }
        >
          {labelIn(registrationStatuses, status)}
          <span className="sr-only"> – {row.email}</span>
        </Button>
      ))}
    </div>
  );
}

// One fetcher for every row's marks: its answer is said even when the row leaves a filtered page.
const useMark = (say: (n: Notice) => void) =>
  useEventWrite<RegistrationListRow>(say, (r) => `${r.email}: ${labelIn(registrationStatuses, r.status)}.`);

// The code column ("status") is the CSV's, for the attendance import; the screen shows the label.
const columns = registrationColumns.columns.filter((c) => c.header !== "status");

/** An event's registrations (product.md §10.9): a page at a time, the checklist, the CSV of them all. */
export function RegistrationsPanel(props: {
  eventId: number;
  list: ListPage<RegistrationListRow>;
  say: (n: Notice) => void;
  /** Paid registrations' refunds by the terms today, by registration id (product.md §10.14). */
  refunds?: Record<number, RefundOffer>;
}) {
  const url = useListUrl({ filters: ["status"] });
  const mark = useMark(props.say);
  const csv = href("/api/admin/events/:id/registrations", { id: String(props.eventId) });
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {/* A link, not the list's button: every place, whatever the search, is what the import reads back. */}
        <a className="text-brand-700 underline" href={`${csv}?format=csv`}>
          Export CSV
        </a>
      </p>
      <ListView
        {...registrationList}
        list={props.list}
        url={url}
        columns={columns}
        filters={[{ name: "status", label: "Status", options: registrationStatuses, anyLabel: "Any status" }]}
        actions={(row) => (
          <div className="flex flex-wrap gap-2">
            <MarkButtons row={row} mark={mark} />
            {props.refunds?.[row.id] && (
              <RefundButton
                registrationId={row.id}
                email={row.email}
                offer={props.refunds[row.id]}
                say={props.say}
              />
            )}
          </div>
        )}
      />
    </div>
  );
}
