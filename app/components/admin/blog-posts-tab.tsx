import { Suspense, lazy, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Plus } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { BLOG_CATEGORIES, categoryLabel, categoryLabels } from "~/content/blog";
import { apiRequest } from "~/utils/api-client";
import { PublishableRowActions } from "./publishable-row-actions";
import { ConfirmDialog } from "./confirm-dialog";
import { DataTable, type Column } from "./data-table";
import { failureText, formatDateTime, isoDate } from "./format";
import { Spinner } from "./spinner";
import {
  ADMIN_POSTS_KEY,
  EDITOR_PARAM,
  MODE_PARAM,
  draftKey,
  type AdminBlogPost,
  type EditorMode,
} from "./blog-editor/types";

// The editor (and Tiptap with it) is its own chunk, fetched when an admin opens a post.
const BlogEditor = lazy(() => import("./blog-editor/blog-editor"));

type StatusFilter = "all" | "published" | "draft";

function hasDraft(id: number) {
  try {
    return window.localStorage.getItem(draftKey(id)) !== null;
  } catch {
    return false;
  }
}

const columns: Column<AdminBlogPost>[] = [
  {
    header: "Title",
    value: (r) => r.title,
    className: "font-medium max-w-sm",
    render: (r) => (
      <span className="flex flex-wrap items-center gap-2">
        {r.title}
        {hasDraft(r.id) ? <Badge tone="warning">Unsaved draft</Badge> : null}
      </span>
    ),
  },
  { header: "Slug", value: (r) => r.slug, className: "font-mono text-xs" },
  { header: "Category", value: (r) => categoryLabel(r.category) },
  { header: "Tags", value: (r) => r.tags.join(", "), className: "max-w-xs" },
  {
    header: "Status",
    value: (r) => (r.published ? "Published" : "Draft"),
    render: (r) => (
      <Badge tone={r.published ? "success" : "neutral"}>{r.published ? "Published" : "Draft"}</Badge>
    ),
  },
  { header: "Created", value: (r) => isoDate(r.createdAt), render: (r) => formatDateTime(r.createdAt) },
  { header: "Updated", value: (r) => isoDate(r.updatedAt), render: (r) => formatDateTime(r.updatedAt) },
];

const exportColumns: Column<AdminBlogPost>[] = [
  { header: "Excerpt", value: (r) => r.excerpt },
  { header: "Read time", value: (r) => r.readTime },
  { header: "SEO title", value: (r) => r.seoTitle },
  { header: "SEO description", value: (r) => r.seoDescription },
];

const selectClass =
  "h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600";

const failure = (title: string, error: unknown) =>
  toast({
    variant: "destructive",
    title,
    description: failureText(error),
  });

/** SPEC §2 Blog Posts tab: the list with filters and actions, and the full-page editor. */
export function BlogPostsTab() {
  const queryClient = useQueryClient();
  const q = useQuery<AdminBlogPost[]>({ queryKey: ADMIN_POSTS_KEY });
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<StatusFilter>("all");
  const [category, setCategory] = useState("all");
  const [deleting, setDeleting] = useState<AdminBlogPost>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_POSTS_KEY });

  // Which post the editor shows lives in the URL, so a reload reopens it (with its local draft).
  const target = params.get(EDITOR_PARAM);
  const mode: EditorMode = target === "new" ? "create" : params.get(MODE_PARAM) === "edit" ? "edit" : "view";
  const open = (post: AdminBlogPost | "new", nextMode: EditorMode) =>
    setParams((p) => {
      p.set(EDITOR_PARAM, post === "new" ? "new" : String(post.id));
      if (nextMode === "create") p.delete(MODE_PARAM);
      else p.set(MODE_PARAM, nextMode);
      return p;
    });
  const setMode = (next: "view" | "edit") =>
    setParams((p) => (p.set(MODE_PARAM, next), p), { replace: true, preventScrollReset: true });
  const close = () =>
    setParams((p) => {
      p.delete(EDITOR_PARAM);
      p.delete(MODE_PARAM);
      return p;
    });

  const publish = useMutation({
    mutationFn: (r: AdminBlogPost) =>
      apiRequest<AdminBlogPost>("PATCH", `/api/blog-posts/${r.id}/publish`, { published: !r.published }),
    onSuccess: () => {
      toast({ title: "Blog post status updated successfully" });
      void refresh();
    },
    onError: (e) => failure("Failed to update publish status", e),
  });
  const remove = useMutation({
    mutationFn: (r: AdminBlogPost) => apiRequest("DELETE", `/api/blog-posts/${r.id}`),
    onSuccess: (_d, r) => {
      window.localStorage.removeItem(draftKey(r.id));
      toast({ title: "Blog post deleted successfully" });
      setDeleting(undefined);
      void refresh();
    },
    onError: (e) => failure("Failed to delete blog post", e),
  });

  if (target) {
    const post = target === "new" ? null : q.data?.find((p) => String(p.id) === target);
    if (target !== "new" && !post) {
      return q.isLoading ? (
        <p role="status" className="flex items-center gap-3 py-10 text-muted">
          <Spinner /> Loading the post…
        </p>
      ) : (
        <div className="py-10">
          <p role="alert">This blog post no longer exists.</p>
          <Button type="button" variant="outline" className="mt-4" onClick={close}>
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to posts
          </Button>
        </div>
      );
    }
    return (
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-3 py-10 text-muted">
            <Spinner /> Loading the editor…
          </p>
        }
      >
        <BlogEditor key={target} post={post ?? null} mode={mode} onModeChange={setMode} onClose={close} />
      </Suspense>
    );
  }

  const all = q.data;
  const rows = all?.filter(
    (r) =>
      (status === "all" || r.published === (status === "published")) &&
      (category === "all" || r.category === category),
  );

  return (
    <>
      <DataTable
        title="Blog posts"
        exportName="blog-posts"
        rows={rows}
        isLoading={q.isLoading}
        error={q.error}
        columns={columns}
        exportColumns={exportColumns}
        rowKey={(r) => r.id}
        emptyMessage={all && all.length > 0 ? "No posts match your filters." : "No blog posts found."}
        noMatchMessage="No posts match your filters."
        onOpenRow={(r) => open(r, "view")}
        rowLabel={(r) => r.title}
        toolbar={
          <>
            <div className="grid gap-1">
              <Label htmlFor="blog-status-filter">Status</Label>
              <select
                id="blog-status-filter"
                className={selectClass}
                value={status}
                onChange={(e) => setStatus(e.target.value as StatusFilter)}
              >
                <option value="all">All statuses</option>
                <option value="published">Published</option>
                <option value="draft">Draft</option>
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="blog-category-filter">Category</Label>
              <select
                id="blog-category-filter"
                className={selectClass}
                value={category}
                onChange={(e) => setCategory(e.target.value)}
              >
                <option value="all">All categories</option>
                {BLOG_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {categoryLabels[c]}
                  </option>
                ))}
              </select>
            </div>
            <Button type="button" onClick={() => open("new", "create")}>
              <Plus aria-hidden="true" className="size-4" /> New post
            </Button>
          </>
        }
        actions={(r) => (
          <PublishableRowActions
            title={r.title}
            published={r.published}
            publishing={publish.isPending && publish.variables?.id === r.id}
            onEdit={() => open(r, "edit")}
            onTogglePublish={() => publish.mutate(r)}
            onDelete={() => setDeleting(r)}
          />
        )}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete this blog post?"
        description={
          deleting ? `“${deleting.title}” will be removed from the blog. This cannot be undone.` : ""
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        error={remove.isError ? `Failed to delete blog post: ${failureText(remove.error)}` : undefined}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => {
          remove.reset();
          setDeleting(undefined);
        }}
      />
    </>
  );
}
