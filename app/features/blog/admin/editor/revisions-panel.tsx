import { useId, useState } from "react";
import { useOnResult } from "~/utils/use-on-result";
import { History } from "lucide-react";
import { href, useFetcher } from "react-router";
import { PostContent } from "~/features/blog/post-content";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { formatDateTime } from "~/lists/format";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Spinner } from "~/components/admin/spinner";
import {
  EDITOR_PARAM,
  REVISION_PARAM,
  type AdminBlogPost,
  type PostActionResult,
  type Revision,
  type RevisionSummary,
} from "./types";

/** What the view's loader answers for one version in full (`?post=<id>&revision=<id>`). */
type RevisionLoad = { editor: { revision: Revision | null } | null };

type Props = {
  postId: number;
  /** The post's earlier versions, latest first, from the view's loader (it reloads after a restore). */
  revisions: RevisionSummary[];
  /** True when the editor holds changes not saved: a restore replaces them. */
  dirty: boolean;
  /** Called with the post as restored (the editor shows it). */
  onRestored: (post: AdminBlogPost) => void;
};

/**
 * The post's earlier versions (one per save, the last 50): list, show one (loaded beside the page
 * through the view's loader), restore it (the view's action). A restore is an ordinary save on the
 * server, so the version it replaces shows up here and can be restored back.
 */
export function RevisionsPanel({ postId, revisions, dirty, onRestored }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [shownId, setShownId] = useState<number>();
  const [restoring, setRestoring] = useState<RevisionSummary>();
  const [restoreError, setRestoreError] = useState<string>();
  const shown = useFetcher<RevisionLoad>();
  const restore = useFetcher<PostActionResult>();
  const show = (revisionId: number | undefined) => {
    setShownId(revisionId);
    if (revisionId !== undefined)
      void shown.load(
        `${href("/admin/blog-posts")}?${new URLSearchParams({ [EDITOR_PARAM]: String(postId), [REVISION_PARAM]: String(revisionId) })}`,
      );
  };
  useOnResult(restore.data, (r) => {
    if (!r.ok) {
      setRestoreError(`Failed to restore: ${r.error}`);
      return;
    }
    toast({ title: "Revision restored" });
    setRestoring(undefined);
    setShownId(undefined);
    onRestored(r);
  });
  const shownRevision = shown.state === "idle" ? shown.data?.editor?.revision : undefined;

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
          {revisions.length === 0 ? (
            <p className="text-muted">No earlier versions yet: each save keeps the one it replaces.</p>
          ) : (
            <ol className="grid gap-2">
              {revisions.map((r) => (
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
                      onClick={() => show(shownId === r.id ? undefined : r.id)}
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
                      {shown.state !== "idle" ? (
                        <p role="status" className="flex items-center gap-2 text-muted">
                          <Spinner /> Loading…
                        </p>
                      ) : shownRevision?.id === r.id ? (
                        <article aria-label={`Version of ${formatDateTime(r.savedAt)}`}>
                          <p className="font-mono text-xs text-muted">/blog/{shownRevision.slug}</p>
                          <p className="mt-1 text-muted">{shownRevision.excerpt}</p>
                          <PostContent html={shownRevision.content} className="mt-2 max-h-96 overflow-auto" />
                        </article>
                      ) : (
                        <p role="alert" className="text-red-700">
                          Could not load this version. Please try again.
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
        busy={restore.state !== "idle"}
        error={restoreError}
        onConfirm={() =>
          restoring &&
          void restore.submit(
            { intent: "restore", id: String(postId), revisionId: String(restoring.id) },
            { method: "post" },
          )
        }
        onCancel={() => {
          setRestoreError(undefined);
          setRestoring(undefined);
        }}
      />
    </section>
  );
}
