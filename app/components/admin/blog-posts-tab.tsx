import { useEffect, useState, type ComponentType } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Plus } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { BLOG_CATEGORIES, categoryLabel, categoryLabels } from "~/content/blog";
import { ApiError, apiRequest } from "~/utils/api-client";
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

const STATUS_FILTERS = ["published", "scheduled", "draft"] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Rows a page of the list shows (the API allows up to 100). */
const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;

/** The list's own URL parameters (beside the editor's): the page, search text and filters. */
const LIST_PARAMS = { page: "page", q: "q", status: "status", category: "category" } as const;

type PostsPage = { rows: AdminBlogPostSummary[]; total: number };

async function fetchPage(query: string, signal: AbortSignal): Promise<PostsPage> {
  const res = await fetch(`/api/admin/blog-posts?${query}`, { credentials: "include", signal });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return {
    rows: (await res.json()) as AdminBlogPostSummary[],
    total: Number(res.headers.get("X-Total-Count")),
  };
}

function statusText(r: Pick<AdminBlogPost, "published" | "publishAt">) {
  const status = postStatus(r);
  if (status === "scheduled") return `Scheduled for ${formatDateTime(r.publishAt)}`;
  return status === "published" ? "Published" : "Draft";
}

function hasDraft(id: number) {
  try {
    return window.localStorage.getItem(draftKey(id)) !== null;
  } catch {
    return false;
  }
}

const columns: Column<AdminBlogPostSummary>[] = [
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
    value: statusText,
    render: (r) => (
      <Badge
        tone={
          postStatus(r) === "published" ? "success" : postStatus(r) === "scheduled" ? "warning" : "neutral"
        }
      >
        {statusText(r)}
      </Badge>
    ),
  },
  { header: "Created", value: (r) => isoDate(r.createdAt), render: (r) => formatDateTime(r.createdAt) },
  { header: "Updated", value: (r) => isoDate(r.updatedAt), render: (r) => formatDateTime(r.updatedAt) },
];

const exportColumns: Column<AdminBlogPostSummary>[] = [
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
  const [params, setParams] = useSearchParams();
  // The list is paged, searched and filtered on the server; its state lives in the URL.
  const rawStatus = params.get(LIST_PARAMS.status) ?? "";
  const status: StatusFilter | "all" = (STATUS_FILTERS as readonly string[]).includes(rawStatus)
    ? (rawStatus as StatusFilter)
    : "all";
  const rawCategory = params.get(LIST_PARAMS.category) ?? "";
  const category = (BLOG_CATEGORIES as readonly string[]).includes(rawCategory) ? rawCategory : "all";
  const q = params.get(LIST_PARAMS.q) ?? "";
  const page = Math.max(1, Math.floor(Number(params.get(LIST_PARAMS.page))) || 1);
  const [search, setSearch] = useState(q);
  const [deleting, setDeleting] = useState<AdminBlogPostSummary>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_POSTS_KEY });

  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (q.trim()) query.set("q", q.trim());
  if (status !== "all") query.set("status", status);
  if (category !== "all") query.set("category", category);
  const list = useQuery({
    queryKey: [...ADMIN_POSTS_KEY, "list", query.toString()],
    queryFn: ({ signal }) => fetchPage(query.toString(), signal),
    placeholderData: keepPreviousData,
  });
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  /** Sets list parameters (empty or "all" removes one); any change but the page goes back to page 1. */
  const setList = (changes: Partial<Record<keyof typeof LIST_PARAMS, string>>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(changes)) {
          if (!v || v === "all" || (k === "page" && v === "1")) p.delete(k);
          else p.set(k, v);
        }
        if (!("page" in changes)) p.delete(LIST_PARAMS.page);
        return p;
      },
      { replace: !("page" in changes), preventScrollReset: true },
    );

  // Typing searches on the server once the admin pauses.
  useEffect(() => {
    if (search.trim() === q.trim()) return;
    const timer = setTimeout(() => setList({ q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

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

  const rows = list.data?.rows;
  const filtered = Boolean(q.trim()) || status !== "all" || category !== "all";

  return (
    <>
      <DataTable
        title="Blog posts"
        exportName="blog-posts"
        rows={rows}
        isLoading={list.isLoading}
        error={list.error}
        columns={columns}
        exportColumns={exportColumns}
        rowKey={(r) => r.id}
        emptyMessage={filtered ? "No posts match your filters." : "No blog posts found."}
        noMatchMessage="No posts match your filters."
        serverSearch={{ value: search, onChange: setSearch, total: list.data?.total }}
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
                onChange={(e) => setList({ status: e.target.value })}
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
                value={category}
                onChange={(e) => setList({ category: e.target.value })}
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
      {pageCount > 1 ? (
        <nav aria-label="Pages of blog posts" className="mt-4 flex items-center justify-end gap-3 text-sm">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setList({ page: String(page - 1) })}
          >
            Previous page
          </Button>
          <span>
            Page {page} of {pageCount}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => setList({ page: String(page + 1) })}
          >
            Next page
          </Button>
        </nav>
      ) : null}
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
