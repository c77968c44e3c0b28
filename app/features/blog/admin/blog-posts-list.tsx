import { useEffect, useState, type ComponentType } from "react";
import { useOnResult } from "~/utils/use-on-result";
import { ArrowLeft, Plus } from "lucide-react";
import { useFetcher, useSearchParams } from "react-router";
import type { ListPage } from "~/admin/list-page.server";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import {
  blogPostColumns,
  blogPostList,
  postCategoryChoices,
  postStatus,
  postStatusChoices,
  postStatusText,
  type BlogPostRow,
} from "~/features/blog/list";
import { useHydrated } from "~/utils/use-hydrated";
import { clearDraft } from "~/features/blog/admin/editor/use-draft";
import {
  EDITOR_PARAM,
  MODE_PARAM,
  draftKey,
  type AdminBlogPost,
  type EditorMode,
  type PostActionResult,
  type RevisionSummary,
} from "~/features/blog/admin/editor/types";
import { DeleteDialog, useDeleteDialog } from "~/components/admin/confirm-dialog";
import { ListView, withRenders } from "~/components/admin/list-view";
import { PublishableRowActions } from "~/components/admin/publishable-row-actions";
import { Spinner } from "~/components/admin/spinner";
import { useListUrl } from "~/components/admin/use-list-url";

// The editor (and Tiptap with it) is its own chunk, fetched when an admin opens a post. Loaded by
// hand rather than with React.lazy: opening it from the list (a search-parameter navigation, so a
// transition) left the Suspense fallback up over the loaded editor until the next input event.
type EditorProps =
  typeof import("~/features/blog/admin/editor/blog-editor").default extends ComponentType<infer P>
    ? P
    : never;
let editorChunk: Promise<ComponentType<EditorProps>> | undefined;
const loadEditor = () =>
  (editorChunk ??= import("~/features/blog/admin/editor/blog-editor").then((m) => m.default));

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

/** Marks a post with an unsaved local draft: only the browser knows, so not in the server's HTML. */
function DraftBadge({ id }: { id: number }) {
  return useHydrated() && hasDraft(id) ? <Badge tone="warning">Unsaved draft</Badge> : null;
}

const columns = withRenders(blogPostColumns.columns, {
  Title: (r) => (
    <span className="flex flex-wrap items-center gap-2">
      {r.title}
      <DraftBadge id={r.id} />
    </span>
  ),
  Status: (r) => (
    <Badge
      tone={postStatus(r) === "published" ? "success" : postStatus(r) === "scheduled" ? "warning" : "neutral"}
    >
      {postStatusText(r)}
    </Badge>
  ),
});

type Props = {
  /** The list's page (absent while the editor is open). */
  list: ListPage<BlogPostRow> | null;
  /** The post the editor shows (null to write a new one), or null when `?post=` names none. */
  editor: { post: AdminBlogPost | null; revisions: RevisionSummary[] } | null;
};

/** product.md §2 Blog Posts tab: the list with filters and actions, and the full-page editor. */
export function BlogPostsView({ list, editor }: Props) {
  const [params, setParams] = useSearchParams();
  const url = useListUrl({ filters: ["status", "category"] });
  const publish = useFetcher<PostActionResult>();
  const deletion = useDeleteDialog<BlogPostRow>("blog post", (row) => {
    if (row) clearDraft(draftKey(row.id));
    toast({ title: "Blog post deleted successfully" });
  });

  useOnResult(publish.data, (r) => {
    if (r.ok) toast({ title: "Blog post status updated successfully" });
    else toast({ variant: "destructive", title: "Failed to update publish status", description: r.error });
  });

  // Which post the editor shows lives in the URL, so a reload reopens it (with its local draft).
  const target = params.get(EDITOR_PARAM);
  const BlogEditor = useBlogEditor(Boolean(target));
  const mode: EditorMode = target === "new" ? "create" : params.get(MODE_PARAM) === "edit" ? "edit" : "view";
  const open = (post: BlogPostRow | "new", nextMode: EditorMode) =>
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

  if (target) {
    // The loader has not answered for this post yet (the navigation that opens it is under way).
    if (list) {
      return (
        <p role="status" className="flex items-center gap-3 py-10 text-muted">
          <Spinner /> Loading the post…
        </p>
      );
    }
    if (!editor) {
      return (
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
      <BlogEditor
        key={target}
        post={editor.post}
        revisions={editor.revisions}
        mode={mode}
        onModeChange={setMode}
        onClose={close}
      />
    ) : (
      <p role="status" className="flex items-center gap-3 py-10 text-muted">
        <Spinner /> Loading the editor…
      </p>
    );
  }
  // Back from the editor: its loader's answer is still the editor's until the list's arrives.
  if (!list) {
    return (
      <p role="status" className="flex items-center gap-3 py-10 text-muted">
        <Spinner /> Loading blog posts…
      </p>
    );
  }

  return (
    <>
      <ListView
        {...blogPostList}
        list={list}
        url={url}
        columns={columns}
        onOpenRow={(r) => open(r, "view")}
        rowLabel={(r) => r.title}
        filters={[
          { name: "status", label: "Status", options: postStatusChoices, anyLabel: "All statuses" },
          { name: "category", label: "Category", options: postCategoryChoices, anyLabel: "All categories" },
        ]}
        toolbar={
          <>
            <Button type="button" onClick={() => open("new", "create")}>
              <Plus aria-hidden="true" className="size-4" /> New post
            </Button>
          </>
        }
        actions={(r) => (
          <PublishableRowActions
            row={r}
            publish={publish}
            onEdit={() => open(r, "edit")}
            onDelete={() => deletion.ask(r)}
          />
        )}
      />
      <DeleteDialog {...deletion.dialog} title="Delete this blog post?" removedFrom="the blog" />
    </>
  );
}
