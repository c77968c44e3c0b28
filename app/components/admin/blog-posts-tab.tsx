import { useEffect, useState, type ComponentType } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Plus } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { BLOG_CATEGORIES, categoryLabels } from "~/content/blog";
import { apiRequest } from "~/utils/api-client";
import { PublishableRowActions } from "./publishable-row-actions";
import { ConfirmDialog } from "./confirm-dialog";
import { DataTable } from "./data-table";
import { failureText, formatDateTime } from "./format";
import { blogPostColumns, postStatusText, withRenders } from "./list-columns";
import { useAdminList } from "./use-admin-list";
import { Spinner } from "./spinner";
import {
  ADMIN_POSTS_KEY,
  EDITOR_PARAM,
  MODE_PARAM,
  draftKey,
  postStatus,
  type AdminBlogPost,
  type AdminBlogPostSummary,
  type EditorMode,
} from "./blog-editor/types";

// The editor (and Tiptap with it) is its own chunk, fetched when an admin opens a post. Loaded by
// hand rather than with React.lazy: opening it from the list (a search-parameter navigation, so a
// transition) left the Suspense fallback up over the loaded editor until the next input event.
type EditorProps =
  typeof import("./blog-editor/blog-editor").default extends ComponentType<infer P> ? P : never;
let editorChunk: Promise<ComponentType<EditorProps>> | undefined;
const loadEditor = () => (editorChunk ??= import("./blog-editor/blog-editor").then((m) => m.default));

function useBlogEditor(wanted: boolean) {
  const [Editor, setEditor] = useState<ComponentType<EditorProps>>();
  useEffect(() => {
    if (!wanted || Editor) return;
    let live = true;
    void loadEditor().then((component) => live && setEditor(() => component));
    return () => {
      live = false;
    };
  }, [wanted, Editor]);
  return Editor;
}

function hasDraft(id: number) {
  try {
    return window.localStorage.getItem(draftKey(id)) !== null;
  } catch {
    return false;
  }
}

const columns = withRenders(blogPostColumns.columns, {
  Title: (r) => (
    <span className="flex flex-wrap items-center gap-2">
      {r.title}
      {hasDraft(r.id) ? <Badge tone="warning">Unsaved draft</Badge> : null}
    </span>
  ),
  Status: (r) => (
    <Badge
      tone={postStatus(r) === "published" ? "success" : postStatus(r) === "scheduled" ? "warning" : "neutral"}
    >
      {postStatusText(r)}
    </Badge>
  ),
  Created: (r) => formatDateTime(r.createdAt),
  Updated: (r) => formatDateTime(r.updatedAt),
});

const selectClass =
  "h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600";

const failure = (title: string, error: unknown) =>
  toast({
    variant: "destructive",
    title,
    description: failureText(error),
  });

/** product.md §2 Blog Posts tab: the list with filters and actions, and the full-page editor. */
export function BlogPostsTab() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  // The list is paged, searched and filtered on the server; its state lives in the URL.
  const list = useAdminList<AdminBlogPostSummary>("/api/admin/blog-posts", {
    filters: ["status", "category"],
  });
  const [deleting, setDeleting] = useState<AdminBlogPostSummary>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_POSTS_KEY });

  // Which post the editor shows lives in the URL, so a reload reopens it (with its local draft).
  const target = params.get(EDITOR_PARAM);
  const BlogEditor = useBlogEditor(Boolean(target));
  const targetId = target && target !== "new" ? Number(target) : undefined;
  const one = useQuery<AdminBlogPost>({
    queryKey: [...ADMIN_POSTS_KEY, targetId],
    enabled: targetId !== undefined && Number.isInteger(targetId),
  });
  const mode: EditorMode = target === "new" ? "create" : params.get(MODE_PARAM) === "edit" ? "edit" : "view";
  const open = (post: AdminBlogPostSummary | "new", nextMode: EditorMode) =>
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
    mutationFn: (r: AdminBlogPostSummary) =>
      apiRequest<AdminBlogPost>("PATCH", `/api/blog-posts/${r.id}/publish`, { published: !r.published }),
    onSuccess: () => {
      toast({ title: "Blog post status updated successfully" });
      void refresh();
    },
    onError: (e) => failure("Failed to update publish status", e),
  });
  const remove = useMutation({
    mutationFn: (r: AdminBlogPostSummary) => apiRequest("DELETE", `/api/blog-posts/${r.id}`),
    onSuccess: (_d, r) => {
      window.localStorage.removeItem(draftKey(r.id));
      toast({ title: "Blog post deleted successfully" });
      setDeleting(undefined);
      void refresh();
    },
    onError: (e) => failure("Failed to delete blog post", e),
  });

  if (target) {
    const post = target === "new" ? null : one.data;
    if (target !== "new" && !post) {
      return one.isLoading ? (
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
    return BlogEditor ? (
      // The same component every time (the chunk's default export, loaded once): nothing remounts.
      // eslint-disable-next-line react-hooks/static-components
      <BlogEditor key={target} post={post ?? null} mode={mode} onModeChange={setMode} onClose={close} />
    ) : (
      <p role="status" className="flex items-center gap-3 py-10 text-muted">
        <Spinner /> Loading the editor…
      </p>
    );
  }

  return (
    <>
      <DataTable
        title="Blog posts"
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        emptyMessage="No blog posts found."
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
                value={list.filter("status") || "all"}
                onChange={(e) => list.setFilter("status", e.target.value === "all" ? "" : e.target.value)}
              >
                <option value="all">All statuses</option>
                <option value="published">Published</option>
                <option value="scheduled">Scheduled</option>
                <option value="draft">Draft</option>
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="blog-category-filter">Category</Label>
              <select
                id="blog-category-filter"
                className={selectClass}
                value={list.filter("category") || "all"}
                onChange={(e) => list.setFilter("category", e.target.value === "all" ? "" : e.target.value)}
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
