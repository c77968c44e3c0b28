import { useEffect, useId, useRef, useState } from "react";
import { useOnResult } from "~/utils/use-on-result";
import { getFormProps, useInputControl } from "@conform-to/react";
import { ArrowLeft, Eye, Mail, Pencil, Save } from "lucide-react";
import { href, Link, useFetcher } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { toast } from "~/components/ui/use-toast";
import { blogPostSchema, postFromForm } from "~/features/blog/schema";
import { withFormReader } from "~/schemas/parse-form";
import { useSchemaForm } from "~/admin/use-schema-form";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { PostBasicsFields, PostSettingsFields } from "./post-fields";
import { PostPreview } from "./post-preview";
import { RevisionsPanel } from "./revisions-panel";
import RichTextEditor from "./rich-text-editor";
import { useDraft } from "./use-draft";
import { useLeaveGuard } from "./use-leave-guard";
import {
  EDITOR_PARAM,
  draftKey,
  readFormValues,
  toFormValues,
  type AdminBlogPost,
  type EditorMode,
  type PostActionResult,
  type PostFormValues,
  type RevisionSummary,
} from "./types";

/** The post's one schema, read from the editor's form text (decision 0094). */
const formSchema = withFormReader(blogPostSchema, postFromForm);

type Props = {
  /** The post shown, or null to write a new one (create mode). */
  post: AdminBlogPost | null;
  /** Its earlier versions, latest first (as the view's loader read them). */
  revisions: RevisionSummary[];
  mode: EditorMode;
  onModeChange: (mode: "view" | "edit") => void;
  /** Back to the list. */
  onClose: () => void;
};

/**
 * The full-page post editor (product.md §4): view ⇄ edit (Edit / Preview), and create. A successful create
 * returns to the list, a successful update to view mode. Loaded lazily: Tiptap never reaches the
 * public pages' bundles.
 *
 * A Conform form checked with blogPostSchema (through postFromForm), like every form of the product; it
 * is posted (intent `create` or `update`) to the Blog Posts view's action, which checks it again with
 * the same schema, as the JSON API does. The form stays
 * mounted (hidden) in view mode: the preview shows its unsaved values, and Edit returns to them.
 */
export default function BlogEditor({ post, revisions, mode, onModeChange, onClose }: Props) {
  const id = useId();
  const creating = mode === "create";
  const [initial] = useState(() => toFormValues(creating ? null : post));
  // What the server has: the form's values differ from it when there are unsaved changes.
  const [baseline, setBaseline] = useState(initial);
  const saver = useFetcher<PostActionResult>();
  const saving = saver.state !== "idle";
  const answer = saver.data;
  const saveStarted = useRef(false);
  const [form, fields] = useSchemaForm<typeof formSchema, PostFormValues>(formSchema, {
    id: `${id}-form`,
    defaultValue: initial,
    // The server's messages for fields (a slug taken) go next to them, as the browser's own would.
    lastResult: answer && !answer.ok ? answer.result : undefined,
    onSubmit: (event, { formData, submission }) => {
      // Posted by the view's fetcher, beside the page (the editor stays as it is meanwhile).
      event.preventDefault();
      saveStarted.current = true;
      if (submission?.status !== "success") return;
      formData.set("intent", !creating && post ? "update" : "create");
      if (!creating && post) formData.set("id", String(post.id));
      void saver.submit(formData, { method: "post" });
    },
  });
  const content = useInputControl(fields.content);
  const values = readFormValues(form.value);
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);
  /** Puts values in every field (Conform updates the inputs, the editor and the tags). */
  const fill = (next: PostFormValues) => form.update({ value: next, validated: false });
  const draft = useDraft(draftKey(creating ? null : (post?.id ?? null)), values, dirty, initial, fill);
  const guard = useLeaveGuard(dirty, EDITOR_PARAM);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), [mode]);

  const failure = creating ? "Failed to create blog post" : "Failed to update blog post";

  /** What the server now holds is the baseline, and the form shows it, with nothing unsaved. */
  function adopt(saved: AdminBlogPost) {
    const savedValues = toFormValues(saved);
    draft.forget();
    setBaseline(savedValues);
    fill(savedValues);
  }

  useOnResult(answer, (r) => {
    if (!r.ok) {
      toast({ variant: "destructive", title: failure, description: r.error });
      return;
    }
    adopt(r);
    toast({ title: creating ? "Blog post created successfully" : "Blog post updated successfully" });
    guard.allow();
    if (creating) onClose();
    else onModeChange("view");
  });

  const title = creating ? "New Blog Post" : mode === "edit" ? "Edit Blog Post" : "View Blog Post";

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-5xl">
      <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="flex items-center gap-3">
          <Button type="button" variant="ghost" size="sm" onClick={onClose}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to posts
          </Button>
          <h2
            id={`${id}-heading`}
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-ink focus:outline-none"
          >
            {title}
          </h2>
          {dirty ? <span className="text-xs text-amber-800">Unsaved changes</span> : null}
        </div>
        <div className="flex gap-2">
          {/* A published post can go out as a newsletter issue, the e-mail linking back to it (product.md §10). */}
          {mode === "view" && post?.published && !dirty ? (
            <Link
              to={`${href("/admin/newsletter/issues")}?postId=${post.id}`}
              className={buttonVariants({ variant: "outline" })}
            >
              <Mail aria-hidden="true" className="size-4" />
              Send as newsletter
            </Link>
          ) : null}
          {mode === "view" ? (
            <Button type="button" onClick={() => onModeChange("edit")}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          ) : null}
          {mode === "edit" ? (
            <Button type="button" variant="outline" onClick={() => onModeChange("view")}>
              <Eye aria-hidden="true" className="size-4" />
              Preview
            </Button>
          ) : null}
          {mode !== "view" || dirty ? (
            <Button type="submit" form={form.id} disabled={saving}>
              <Save aria-hidden="true" className="size-4" />
              {saving ? "Saving..." : creating ? "Create Post" : "Save Changes"}
            </Button>
          ) : null}
        </div>
      </div>

      {draft.restoredAt ? (
        <div
          role="status"
          className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
        >
          <span>Restored unsaved changes from {new Date(draft.restoredAt).toLocaleString()}.</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              draft.forget();
              fill(baseline);
            }}
          >
            Discard draft
          </Button>
        </div>
      ) : null}
      {draft.storageFull ? (
        <p role="status" className="mt-4 text-sm text-amber-800">
          This post is too large to keep a local copy of unsaved changes: save before leaving.
        </p>
      ) : null}

      {mode === "view" ? (
        <div className="py-8">
          <PostPreview values={values} date={post ? (post.publishAt ?? post.createdAt) : null} />
          {post ? (
            <div className="mx-auto mt-10 max-w-3xl">
              <RevisionsPanel postId={post.id} revisions={revisions} dirty={dirty} onRestored={adopt} />
            </div>
          ) : null}
        </div>
      ) : null}
      <form
        {...getFormProps(form)}
        hidden={mode === "view"}
        onSubmit={(event) => {
          // Conform cancels a save whose fields fail the check, without calling onSubmit: say so.
          // Its own requests (filling the fields) come through here too, with a named submitter.
          const request = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name");
          saveStarted.current = false;
          form.onSubmit(event);
          if (request || saveStarted.current) return;
          toast({ variant: "destructive", title: failure, description: "Check the highlighted fields." });
          // Saved from the preview: the fields with messages are in edit mode.
          if (mode === "view") onModeChange("edit");
        }}
        className="grid gap-8 py-6 lg:grid-cols-[1fr_22rem]"
      >
        <div className="grid min-w-0 content-start gap-5">
          <PostBasicsFields fields={fields} mode={mode} />
          <div>
            <span id={`${id}-content-label`} className="text-sm font-medium text-ink">
              Content
            </span>
            <div className="mt-1">
              <RichTextEditor
                value={content.value ?? ""}
                onChange={content.change}
                labelId={`${id}-content-label`}
                describedBy={fields.content.errors ? fields.content.errorId : undefined}
                invalid={Boolean(fields.content.errors)}
              />
              {/* What the form sends for the editor's HTML. */}
              <input type="hidden" name={fields.content.name} value={content.value ?? ""} />
            </div>
            <FieldError id={fields.content.errorId}>{fields.content.errors?.[0]}</FieldError>
          </div>
        </div>
        <div className="grid content-start gap-5">
          <PostSettingsFields form={form} fields={fields} values={values} />
          {post && mode === "edit" ? (
            <RevisionsPanel postId={post.id} revisions={revisions} dirty={dirty} onRestored={adopt} />
          ) : null}
        </div>
      </form>

      <ConfirmDialog
        open={guard.blocker.state === "blocked"}
        title="Leave without saving?"
        description="Your changes to this post have not been saved. If you leave now, they are discarded."
        confirmLabel="Discard changes"
        busy={false}
        onConfirm={() => {
          draft.forget();
          guard.blocker.proceed?.();
        }}
        onCancel={() => guard.blocker.reset?.()}
      />
    </section>
  );
}
