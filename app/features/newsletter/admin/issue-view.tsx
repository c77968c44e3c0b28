import { lazy, Suspense, useState } from "react";
import { FigureList } from "~/components/admin/figure-list";
import { data, href, useFetcher } from "react-router";
import type { Route } from "./+types/issue-view";
import { submitViewAction, type ViewAnswer } from "~/admin/view-action";
import { viewActions, thenGoTo } from "~/admin/write.server";
import { AdminView, adminMeta, BackToList, ViewSection } from "~/components/admin/admin-view";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DataTable, screenColumns } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { formatDateTime } from "~/lists/format";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "~/features/people/lead-status-schema";
import { deleteIssue, sendIssue, testIssue, updateIssue } from "~/features/newsletter/issue-writes.server";
import { audienceCount, issueWithResults, renderIssue } from "~/features/newsletter/issues.server";
import { newsletterUnsubscribeUrl } from "~/features/newsletter/subscribers.server";
import { siteTimeZone } from "~/utils/dates";
import { integerId } from "~/utils/http.server";
import { isRefused } from "~/utils/refusal";
import { useOnResult } from "~/utils/use-on-result";

// The post editor (Tiptap), fetched when an issue is opened for writing: never in other views' bundles.
const RichTextEditor = lazy(() => import("~/features/blog/admin/editor/rich-text-editor"));

export const meta = () => adminMeta("Newsletter issue");

/** /admin/newsletter/issues/{id}: write, preview, test, send or schedule; once sending, the results. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const issue = id ? await issueWithResults(id) : undefined;
  if (!issue || isRefused(issue)) throw data("Issue not found.", { status: 404 });
  const preview = await renderIssue(issue, newsletterUnsubscribeUrl("0".repeat(48)));
  return {
    issue,
    preview: preview.html,
    audience: await audienceCount(issue.personStatuses),
    timeZone: siteTimeZone(),
  };
}

/** The view's writes by `intent` (./issue-writes.server.ts, with their JSON endpoints); a deleted issue leaves for the list. */
export const action = viewActions({
  save: updateIssue,
  test: testIssue,
  send: sendIssue,
  delete: thenGoTo(deleteIssue, () => href("/admin/newsletter/issues")),
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

/** A write's answer: the issue (save, send: its status says sent or scheduled), or the test's address. */
type Answer = ViewAnswer<{ status?: string; to?: string }>;

/** The heading of each of the issue's parts (preview, results, test, send). */
const partHeading = "text-lg font-semibold";

/** The preview's two widths; Tailwind reads class names whole, so each frame's is written out. */
const PREVIEW_WIDTHS = [
  { caption: "Desktop (640 px)", title: "Preview at desktop width", frameClass: "w-[640px]" },
  { caption: "Phone (375 px)", title: "Preview at phone width", frameClass: "w-[375px]" },
] as const;

/**
 * The e-mail as clients draw it, at two widths. Not sandboxed: the HTML is our own render of sanitized
 * content (no script survives the sanitizer, and the CSP allows none inline), and axe must be able to
 * look inside the frames.
 */
function Preview({ html }: { html: string }) {
  return (
    <ViewSection headingId="preview-heading" title="Preview" className="mt-8" headingClassName={partHeading}>
      <div className="mt-3 flex flex-wrap items-start gap-6">
        {PREVIEW_WIDTHS.map(({ caption, title, frameClass }) => (
          <figure key={title}>
            <figcaption className="text-sm text-slate-700">{caption}</figcaption>
            <iframe
              title={title}
              srcDoc={html}
              className={`mt-1 h-[640px] ${frameClass} border border-slate-300`}
            />
          </figure>
        ))}
      </div>
    </ViewSection>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

/** What a done write is said as. */
function doneSaying(r: Extract<Answer, { ok: true }>) {
  if (r.intent === "test") return `Test queued for ${r.to}`;
  if (r.intent === "send") return r.status === "scheduled" ? "Issue scheduled" : "Sending started";
  return "Issue saved";
}

/** A write's outcome said as a toast. */
function useToastOf(answer: Answer | undefined) {
  useOnResult(answer, (r) => {
    if (r.ok) toast({ title: doneSaying(r) });
    else toast({ title: "That did not work", description: r.error, variant: "destructive" });
  });
}

type Click = { url: string; clicks: number; readers: number };
const clickColumns = screenColumns<Click>({
  Link: (c) => <span className="break-all">{c.url}</span>,
  Clicks: (c) => c.clicks,
  "Readers who clicked": (c) => c.readers,
});

function Results({ issue }: { issue: Loaded["issue"] }) {
  const figures: [string, number][] = [
    ["Recipients", issue.recipients],
    ["Sent", issue.sent],
    ["Failed", issue.failed],
    ["Suppressed", issue.suppressed],
    ["Unsubscribed by it", issue.unsubscribed],
    ["Still to send", issue.pending],
  ];
  return (
    <ViewSection headingId="results-heading" title="Results" headingClassName={partHeading}>
      <FigureList figures={figures} wide />
      <h3 className="mt-6 font-semibold">Clicks per link</h3>
      <div className="mt-2">
        <DataTable
          title="Clicks per link"
          rows={issue.clicks}
          columns={clickColumns}
          rowKey={(c) => c.url}
          emptyMessage="This issue has no links."
        />
      </div>
    </ViewSection>
  );
}

export default function AdminNewsletterIssue({ loaderData }: Route.ComponentProps) {
  const { issue, preview, audience, timeZone } = loaderData;
  const writable = issue.status === "draft" || issue.status === "scheduled";
  const [html, setHtml] = useState(issue.html);
  const [confirming, setConfirming] = useState<FormData>();
  const save = useFetcher<Answer>();
  const test = useFetcher<Answer>();
  const send = useFetcher<Answer>();
  const remove = useFetcher<Answer>();
  useToastOf(save.data);
  useToastOf(test.data);
  useToastOf(remove.data);
  useOnResult(send.data, (r) => {
    if (r.ok) {
      setConfirming(undefined);
      toast({ title: doneSaying(r) });
    }
  });
  const sendError = send.data && !send.data.ok ? send.data.error : undefined;
  const scheduledFor = confirming?.get("sendAt");

  return (
    <AdminView title={issue.subject}>
      <BackToList to={href("/admin/newsletter/issues")} label="All issues">
        Status: <strong>{issue.status}</strong>
        {issue.sendAt
          ? ` · ${issue.status === "scheduled" ? "Scheduled for" : "Sent from"} ${formatDateTime(issue.sendAt)}`
          : ""}
      </BackToList>
      {writable ? (
        <>
          <save.Form method="post" className="grid max-w-3xl gap-4">
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="html" value={html} />
            <div className="grid gap-1">
              <Label htmlFor="issue-subject">Subject</Label>
              <Input
                id="issue-subject"
                name="subject"
                defaultValue={issue.subject}
                required
                maxLength={200}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="issue-preheader">Preheader</Label>
              <Input id="issue-preheader" name="preheader" defaultValue={issue.preheader} maxLength={200} />
            </div>
            <div className="grid gap-1">
              <span id="issue-body-label" className="text-sm font-medium">
                Body
              </span>
              <Suspense fallback={<p className="text-sm">Loading the editor…</p>}>
                <RichTextEditor value={html} onChange={setHtml} labelId="issue-body-label" />
              </Suspense>
            </div>
            <fieldset>
              <legend className="text-sm font-medium">
                Audience: confirmed subscribers, only these people (none: all)
              </legend>
              <div className="mt-1 flex flex-wrap gap-4">
                {LEAD_STATUSES.map((s) => (
                  <label key={s} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="personStatuses"
                      value={s}
                      defaultChecked={issue.personStatuses.includes(s)}
                    />
                    {LEAD_STATUS_LABELS[s]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <Button type="submit" disabled={save.state !== "idle"}>
                {save.state !== "idle" ? "Saving..." : "Save issue"}
              </Button>
            </div>
          </save.Form>

          <ViewSection
            headingId="test-heading"
            title="Send a test"
            className="mt-8"
            headingClassName={partHeading}
          >
            <test.Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="test" />
              <div className="grid gap-1 w-72">
                <Label htmlFor="test-to">Test address</Label>
                <Input id="test-to" name="to" type="email" required />
              </div>
              <Button type="submit" variant="outline" disabled={test.state !== "idle"}>
                Send test
              </Button>
            </test.Form>
          </ViewSection>

          <ViewSection headingId="send-heading" title="Send" className="mt-8" headingClassName={partHeading}>
            <p className="mt-1 text-sm">
              It goes to {audience} confirmed subscriber{audience === 1 ? "" : "s"} (counted again at sending
              time). Save your changes first.
            </p>
            <form
              className="mt-2 flex flex-wrap items-end gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                setConfirming(new FormData(e.currentTarget));
              }}
            >
              <input type="hidden" name="intent" value="send" />
              <div className="grid gap-1 w-64">
                <Label htmlFor="send-at">Send at ({timeZone}; empty: now)</Label>
                <Input id="send-at" name="sendAt" type="datetime-local" />
              </div>
              <Button type="submit">Send…</Button>
            </form>
            <remove.Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="outline" disabled={remove.state !== "idle"}>
                Delete issue
              </Button>
            </remove.Form>
          </ViewSection>
          <ConfirmDialog
            open={Boolean(confirming)}
            title={scheduledFor ? "Schedule this issue?" : "Send this issue now?"}
            description={`“${issue.subject}” goes to ${audience} confirmed subscriber${audience === 1 ? "" : "s"}${
              scheduledFor ? ` on ${String(scheduledFor).replace("T", " ")} (${timeZone})` : " now"
            }. Once sending it cannot be changed.`}
            confirmLabel={scheduledFor ? "Schedule" : "Send now"}
            busy={send.state !== "idle"}
            busyLabel="Sending…"
            error={sendError}
            onConfirm={() => confirming && void send.submit(confirming, { method: "post" })}
            onCancel={() => setConfirming(undefined)}
          />
        </>
      ) : (
        <Results issue={issue} />
      )}
      <Preview html={preview} />
    </AdminView>
  );
}
