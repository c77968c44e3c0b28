import { useId, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { PostContent } from "~/components/blog/post-content";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { apiRequest } from "~/utils/api-client";
import { ConfirmDialog } from "../confirm-dialog";
import { failureText, formatDateTime } from "../format";
import { Spinner } from "../spinner";
import { ADMIN_POSTS_KEY, type AdminBlogPost } from "./types";

type RevisionSummary = { id: number; title: string; slug: string; savedAt: string; savedBy: string | null };
type Revision = RevisionSummary & {
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
};

type Props = {
  postId: number;
  /** True when the editor holds changes not saved: a restore replaces them. */
  dirty: boolean;
  /** Called with the post as restored (the editor shows it). */
  onRestored: (post: AdminBlogPost) => void;
};

/**
 * The post's earlier versions (one per save, the last 50): list, show one, restore it. A restore is
 * an ordinary save on the server, so the version it replaces shows up here and can be restored back.
 */
export function RevisionsPanel({ postId, dirty, onRestored }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [shownId, setShownId] = useState<number>();
  const [restoring, setRestoring] = useState<RevisionSummary>();
  const list = useQuery<RevisionSummary[]>({
    queryKey: [...ADMIN_POSTS_KEY, postId, "revisions"],
    enabled: open,
    staleTime: 0,
  });
  const shown = useQuery<Revision>({
    queryKey: [...ADMIN_POSTS_KEY, postId, "revisions", shownId],
    enabled: shownId !== undefined,
  });
  const restore = useMutation({
    mutationFn: (r: RevisionSummary) =>
      apiRequest<AdminBlogPost>("POST", `/api/admin/blog-posts/${postId}/revisions/${r.id}/restore`),
    onSuccess: (post) => {
      toast({ title: "Revision restored" });
      setRestoring(undefined);
      setShownId(undefined);
      onRestored(post);
      void list.refetch();
    },
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold text-ink">
          <History aria-hidden="true" className="size-4" /> Revisions
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Hide" : "Show"}
        </Button>
      </div>
      {open ? (
        <div id={`${id}-list`} className="mt-3 text-sm">
          {list.isLoading ? (
            <p role="status" className="flex items-center gap-2 text-muted">
              <Spinner /> Loading revisions…
            </p>
          ) : list.error ? (
            <p role="alert" className="text-red-700">
              Could not load revisions: {failureText(list.error)}
            </p>
          ) : list.data?.length === 0 ? (
            <p className="text-muted">No earlier versions yet: each save keeps the one it replaces.</p>
          ) : (
            <ol className="grid gap-2">
              {list.data?.map((r) => (
                <li key={r.id} className="rounded-md border border-slate-200 p-2">
                  <p className="font-medium text-ink">{r.title}</p>
                  <p className="text-xs text-muted">
                    {formatDateTime(r.savedAt)}
                    {r.savedBy ? ` · ${r.savedBy}` : ""}
                  </p>
                  <div className="mt-2 flex gap-2">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-pressed={shownId === r.id}
                      onClick={() => setShownId(shownId === r.id ? undefined : r.id)}
                    >
                      {shownId === r.id ? "Hide" : "View"}
                      <span className="sr-only"> the version of {formatDateTime(r.savedAt)}</span>
                    </Button>
                    <Button type="button" size="sm" variant="outline" onClick={() => setRestoring(r)}>
                      Restore<span className="sr-only"> the version of {formatDateTime(r.savedAt)}</span>
                    </Button>
                  </div>
                  {shownId === r.id ? (
                    <div className="mt-3 border-t border-slate-200 pt-3">
                      {shown.isLoading ? (
                        <p role="status" className="flex items-center gap-2 text-muted">
                          <Spinner /> Loading…
                        </p>
                      ) : shown.data ? (
                        <article aria-label={`Version of ${formatDateTime(r.savedAt)}`}>
                          <p className="font-mono text-xs text-muted">/blog/{shown.data.slug}</p>
                          <p className="mt-1 text-muted">{shown.data.excerpt}</p>
                          <PostContent html={shown.data.content} className="mt-2 max-h-96 overflow-auto" />
                        </article>
                      ) : (
                        <p role="alert" className="text-red-700">
                          Could not load this version: {failureText(shown.error)}
                        </p>
                      )}
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={Boolean(restoring)}
        title="Restore this version?"
        description={
          restoring
            ? `The post becomes “${restoring.title}” as saved ${formatDateTime(restoring.savedAt)}. The current version is kept as a revision${dirty ? "; your unsaved changes are discarded" : ""}.`
            : ""
        }
        confirmLabel="Restore"
        busy={restore.isPending}
        error={restore.isError ? `Failed to restore: ${failureText(restore.error)}` : undefined}
        onConfirm={() => restoring && restore.mutate(restoring)}
        onCancel={() => {
          restore.reset();
          setRestoring(undefined);
        }}
      />
    </section>
  );
}
