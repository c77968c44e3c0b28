import { useOnResult } from "~/utils/use-on-result";
import { href, Link, useFetcher } from "react-router";
import type { Route } from "./+types/subscribers-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction, type ViewAnswer } from "~/admin/view-action";
import { viewActions } from "~/admin/write.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { ListView, withRenders } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { labelIn } from "~/lists/columns";
import { formatDateTime } from "~/lists/format";
import {
  subscriberColumns,
  subscriberList,
  subscriberStateChoices,
} from "~/features/newsletter/subscribers-list";
import { subscriberListQuerySchema, SUBSCRIBER_STATES } from "~/features/newsletter/admin-schema";
import { listNewsletterSubscribers } from "~/features/newsletter/subscribers-list.server";
import type { ImportReport } from "~/features/newsletter/import.server";
import { importList, suppressSubscriber } from "~/features/newsletter/subscriber-writes.server";
import { subscriberStateCounts } from "~/features/newsletter/subscribers.server";

export const meta = () => adminMeta("Newsletter");

/** /admin/newsletter: product.md's Newsletter tab: subscribers by state (with each state's count), import. */
export async function loader({ request }: Route.LoaderArgs) {
  const [list, counts] = await Promise.all([
    listPage(request, subscriberListQuerySchema, listNewsletterSubscribers),
    subscriberStateCounts(),
  ]);
  return withListStatus({ list, counts }, list);
}

/** The view's writes by `intent` (./subscriber-writes.server.ts): suppress/restore one subscriber; import a CSV. */
export const action = viewActions({ suppress: suppressSubscriber, import: importList });

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

const stateTone: Record<string, BadgeTone> = {
  confirmed: "success",
  pending: "warning",
  unsubscribed: "neutral",
  suppressed: "danger",
};

const columns = withRenders(subscriberColumns.columns, {
  Subscribed: (r) => formatDateTime(r.subscribedAt),
  Status: (r) => (
    <Badge tone={stateTone[r.state] ?? "neutral"}>{labelIn(subscriberStateChoices, r.state)}</Badge>
  ),
});

/** The invalid lines an import's report lists on the page (a long list would bury the page). */
const SHOWN_INVALID = 200;

function ImportForm() {
  const fetcher = useFetcher<ViewAnswer<ImportReport>>();
  const answer = fetcher.data;
  useOnResult(fetcher.data, (r) => {
    if (!r.ok) toast({ title: "Import failed", description: r.error, variant: "destructive" });
  });
  return (
    <section aria-labelledby="import-heading" className="rounded-lg border border-slate-200 p-4">
      <h2 id="import-heading" className="text-lg font-semibold">
        Import a list
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A CSV with a header row: email, and optionally name, consent date, consent source. Valid rows become
        confirmed subscribers with that consent; addresses already here are merged; nobody is e-mailed.
      </p>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="import" />
        <label className="grid gap-1 text-sm font-medium">
          CSV file
          <input type="file" name="file" accept=".csv,text/csv" required className="text-sm" />
        </label>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Importing..." : "Import"}
        </Button>
      </fetcher.Form>
      {answer?.ok && (
        <div role="status" className="mt-3 text-sm">
          <p>
            Imported {answer.imported}, merged {answer.merged}, invalid {answer.invalid.length}.
          </p>
          {answer.invalid.length > 0 && (
            <ul className="mt-2 max-h-48 list-disc overflow-auto pl-5 text-red-800">
              {answer.invalid.slice(0, SHOWN_INVALID).map((r) => (
                <li key={r.line}>
                  Line {r.line}: {r.reason}
                </li>
              ))}
            </ul>
          )}
          {answer.invalid.length > SHOWN_INVALID && (
            <p className="mt-1">
              The first {SHOWN_INVALID} invalid lines are shown; the API&apos;s import answers every one.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

export default function AdminNewsletterPage({ loaderData }: Route.ComponentProps) {
  const url = useListUrl({ filters: ["state"] });
  const suppress = useFetcher<ViewAnswer<{ state: string }>>();
  useOnResult(suppress.data, (r) => {
    if (r.ok) toast({ title: r.state === "suppressed" ? "Subscriber suppressed" : "Subscriber restored" });
    else toast({ title: "Failed to change the subscriber", description: r.error, variant: "destructive" });
  });
  const { counts } = loaderData;
  return (
    <AdminView title="Newsletter">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Link to={href("/admin/newsletter/issues")} className={buttonVariants({})}>
          Issues
        </Link>
        <p className="text-sm text-slate-700">
          {SUBSCRIBER_STATES.map((s) => `${labelIn(subscriberStateChoices, s)}: ${counts[s]}`).join(" · ")}
        </p>
      </div>
      <ListView
        {...subscriberList}
        list={loaderData.list}
        url={url}
        columns={columns}
        filters={[
          {
            name: "state",
            label: "State",
            options: subscriberStateChoices.map(([v, l]) => [
              v,
              `${l} (${counts[v as keyof typeof counts]})`,
            ]),
            anyLabel: "Any state",
          },
        ]}
        actions={(r) => (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={suppress.state !== "idle"}
            onClick={() =>
              void suppress.submit(
                { intent: "suppress", id: String(r.id), suppressed: String(r.state !== "suppressed") },
                { method: "post" },
              )
            }
          >
            {r.state === "suppressed" ? "Restore" : "Suppress"}
            <span className="sr-only"> {r.email}</span>
          </Button>
        )}
      />
      <div className="mt-6">
        <ImportForm />
      </div>
    </AdminView>
  );
}
