import { href, Link, useFetcher } from "react-router";
import type { Route } from "./+types/issues-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction, type ViewAnswer } from "~/admin/view-action";
import { viewActions, thenGoTo } from "~/admin/write.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { ListView, withRenders } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { labelIn } from "~/lists/columns";
import { formatDateTime } from "~/lists/format";
import { listPublished } from "~/features/blog/posts.server";
import { issueListQuerySchema } from "~/features/newsletter/admin-schema";
import { createIssue } from "~/features/newsletter/issue-writes.server";
import { issueColumns, issueList, issueStatusChoices } from "~/features/newsletter/issues-list";
import { listIssues } from "~/features/newsletter/issues-list.server";
import { nowMs } from "~/utils/clock.server";
import { Select } from "~/components/ui/select";

export const meta = () => adminMeta("Newsletter issues");

/** /admin/newsletter/issues: a page of the issues, and a new one (written, or from a published post: ?postId=). */
export async function loader({ request }: Route.LoaderArgs) {
  const postId = Number(new URL(request.url).searchParams.get("postId")) || undefined;
  const [list, posts] = await Promise.all([
    listPage(request, issueListQuerySchema, listIssues),
    listPublished({ page: 1, pageSize: 100 }, new Date(nowMs())),
  ]);
  return withListStatus(
    { list, posts: posts.posts.map((p) => ({ id: p.id, title: p.title })), postId },
    list,
  );
}

/** intent=create (./issue-writes.server.ts): a draft, then its own view. */
export const action = viewActions({
  create: thenGoTo(createIssue, ({ id }) => href("/admin/newsletter/issues/:id", { id: String(id) })),
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

const columns = withRenders(issueColumns.columns, {
  Subject: (r) => (
    <Link
      to={href("/admin/newsletter/issues/:id", { id: String(r.id) })}
      className="text-brand-700 underline"
    >
      {r.subject}
    </Link>
  ),
  Status: (r) => <Badge tone="neutral">{labelIn(issueStatusChoices, r.status)}</Badge>,
  "Send time": (r) => (r.sendAt ? formatDateTime(r.sendAt) : ""),
});

function NewIssue({ posts, postId }: { posts: { id: number; title: string }[]; postId?: number }) {
  const create = useFetcher<ViewAnswer>();
  const error = create.data && !create.data.ok ? create.data.error : undefined;
  return (
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
            <Select id="new-post" name="postId" defaultValue={postId ?? ""} required>
              <option value="">Choose a post</option>
              {posts.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </Select>
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
  );
}

export default function AdminNewsletterIssues({ loaderData }: Route.ComponentProps) {
  const { list, posts, postId } = loaderData;
  const url = useListUrl({ filters: ["status"] });
  return (
    <AdminView title="Newsletter issues">
      <p className="mb-4">
        <Link to={href("/admin/newsletter")} className="text-brand-700 underline">
          Back to subscribers
        </Link>
      </p>
      <NewIssue posts={posts} postId={postId} />
      <ListView
        {...issueList}
        list={list}
        url={url}
        columns={columns}
        filters={[{ name: "status", label: "Status", options: issueStatusChoices, anyLabel: "Any status" }]}
      />
    </AdminView>
  );
}
