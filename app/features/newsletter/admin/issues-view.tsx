import { data, href, Link, redirect, useFetcher } from "react-router";
import type { Route } from "./+types/issues-view";
import { readForm, refuse, unreadableForm } from "~/admin/view-form.server";
import { submitViewAction, type ViewAnswer } from "~/admin/view-action";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatDateTime } from "~/lists/format";
import { issueNewFormSchema } from "~/features/newsletter/admin-schema";
import { listPublished } from "~/features/blog/posts.server";
import { createIssue, listIssues } from "~/features/newsletter/issues.server";
import { nowMs } from "~/utils/clock.server";
import { fieldClasses } from "~/components/ui/field-styles";

export const meta = () => adminMeta("Newsletter issues");

/** /admin/newsletter/issues: the issues, and a new one (written, or from a published post: ?postId=). */
export async function loader({ request }: Route.LoaderArgs) {
  const postId = Number(new URL(request.url).searchParams.get("postId")) || undefined;
  const [issues, posts] = await Promise.all([
    listIssues(),
    listPublished({ page: 1, pageSize: 100 }, new Date(nowMs())),
  ]);
  return { issues, posts: posts.posts.map((p) => ({ id: p.id, title: p.title })), postId };
}

/** intent=create: a draft, then its own view. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return unreadableForm();
  const fields = Object.fromEntries([...form].filter(([k, v]) => k !== "intent" && v !== ""));
  const read = issueNewFormSchema.safeParse(fields);
  if (!read.success) return refuse(400, read.error.issues.map((i) => i.message).join(". "));
  const issue = await createIssue(read.data);
  if ("error" in issue) return data({ ok: false as const, error: issue.error }, { status: issue.status });
  return redirect(href("/admin/newsletter/issues/:id", { id: String(issue.id) }));
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

const statusLabel: Record<string, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
};

export default function AdminNewsletterIssues({ loaderData }: Route.ComponentProps) {
  const { issues, posts, postId } = loaderData;
  const create = useFetcher<ViewAnswer>();
  const error = create.data && !create.data.ok ? create.data.error : undefined;
  return (
    <AdminView title="Newsletter issues">
      <p className="mb-4">
        <Link to={href("/admin/newsletter")} className="text-brand-700 underline">
          Back to subscribers
        </Link>
      </p>
      <section aria-labelledby="new-issue" className="mb-8 rounded-lg border border-slate-200 p-4">
        <h2 id="new-issue" className="text-lg font-semibold">
          New issue
        </h2>
        <div className="mt-3 flex flex-wrap gap-6">
          <create.Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="create" />
            <div className="grid gap-1 w-72">
              <Label htmlFor="new-subject">Subject</Label>
              <Input id="new-subject" name="subject" required maxLength={200} />
            </div>
            <Button type="submit" disabled={create.state !== "idle"}>
              Write an issue
            </Button>
          </create.Form>
          <create.Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="create" />
            <div className="grid gap-1">
              <Label htmlFor="new-post">From a published post</Label>
              <select
                id="new-post"
                name="postId"
                defaultValue={postId ?? ""}
                required
                className={fieldClasses}
              >
                <option value="">Choose a post</option>
                {posts.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" disabled={create.state !== "idle"}>
              Start from this post
            </Button>
          </create.Form>
        </div>
        <p role="alert" className="mt-2 text-sm text-red-700 empty:hidden">
          {error}
        </p>
      </section>
      {issues.length === 0 ? (
        <p>No issues yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Newsletter issues</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2">
                Subject
              </th>
              <th scope="col">Status</th>
              <th scope="col">Send time</th>
              <th scope="col">Recipients</th>
            </tr>
          </thead>
          <tbody>
            {issues.map((i) => (
              <tr key={i.id} className="border-b border-slate-100">
                <td className="py-2">
                  <Link
                    to={href("/admin/newsletter/issues/:id", { id: String(i.id) })}
                    className="text-brand-700 underline"
                  >
                    {i.subject}
                  </Link>
                </td>
                <td>
                  <Badge tone="neutral">{statusLabel[i.status] ?? i.status}</Badge>
                </td>
                <td>{i.sendAt ? formatDateTime(i.sendAt) : ""}</td>
                <td>{i.status === "draft" || i.status === "scheduled" ? "" : i.recipients}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminView>
  );
}
