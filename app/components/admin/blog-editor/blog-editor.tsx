import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Eye, Pencil, Save } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { toast } from "~/components/ui/use-toast";
import { blogPostSchema } from "~/schemas/blog-post";
import { ApiError, apiRequest } from "~/utils/api-client";
import { ConfirmDialog } from "../confirm-dialog";
import { PostBasicsFields, PostSettingsFields } from "./post-fields";
import { PostPreview } from "./post-preview";
import { RevisionsPanel } from "./revisions-panel";
import RichTextEditor from "./rich-text-editor";
import { useDraft } from "./use-draft";
import { useLeaveGuard } from "./use-leave-guard";
import {
  ADMIN_POSTS_KEY,
  EDITOR_PARAM,
  draftKey,
  toFormValues,
  type AdminBlogPost,
  type EditorMode,
  type PostFormOutput,
  type PostFormValues,
} from "./types";

type Props = {
  /** The post shown, or null to write a new one (create mode). */
  post: AdminBlogPost | null;
  mode: EditorMode;
  onModeChange: (mode: "view" | "edit") => void;
  /** Back to the list. */
  onClose: () => void;
};

const resolver = zodResolver(blogPostSchema) as unknown as Resolver<PostFormValues, unknown, PostFormOutput>;

/**
 * The full-page post editor (SPEC §4): view ⇄ edit (Edit / Preview), and create. A successful create
 * returns to the list, a successful update to view mode. Loaded lazily: Tiptap never reaches the
 * public pages' bundles.
 */
export default function BlogEditor({ post, mode, onModeChange, onClose }: Props) {
  const id = useId();
  const creating = mode === "create";
  const [initial] = useState(() => toFormValues(creating ? null : post));
  const form = useForm<PostFormValues, unknown, PostFormOutput>({
    resolver,
    defaultValues: initial,
    mode: "onSubmit",
  });
  const { formState, control, handleSubmit, reset } = form;
  const draft = useDraft(draftKey(creating ? null : (post?.id ?? null)), form, initial);
  const guard = useLeaveGuard(formState.isDirty, EDITOR_PARAM);
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const values = useWatch({ control }) as PostFormValues;

  useEffect(() => heading.current?.focus(), [mode]);

  const failure = creating ? "Failed to create blog post" : "Failed to update blog post";

  const onSubmit = handleSubmit(
    async (data) => {
      if (form.getValues("publishMode") === "schedule" && !data.publishAt) {
        form.setError("publishAt", { message: "Choose when to publish" });
        toast({ variant: "destructive", title: failure, description: "Check the highlighted fields." });
        return;
      }
      try {
        const saved = creating
          ? await apiRequest<AdminBlogPost>("POST", "/api/blog-posts", data)
          : await apiRequest<AdminBlogPost>("PUT", `/api/blog-posts/${post!.id}`, data);
        const savedValues = toFormValues(saved);
        draft.rebase(savedValues);
        reset(savedValues);
        guard.allow();
        await queryClient.invalidateQueries({ queryKey: ADMIN_POSTS_KEY });
        toast({ title: creating ? "Blog post created successfully" : "Blog post updated successfully" });
        if (creating) onClose();
        else onModeChange("view");
      } catch (error) {
        console.error(failure, error);
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(serverFields(error))) {
            if (field in initial) form.setError(field as keyof PostFormValues, { message });
          }
        }
        toast({
          variant: "destructive",
          title: failure,
          description: error instanceof ApiError ? error.serverMessage : undefined,
        });
      }
    },
    () => toast({ variant: "destructive", title: failure, description: "Check the highlighted fields." }),
  );

  /** A restored version is what the server now holds: the form shows it, with nothing unsaved. */
  const restored = (saved: AdminBlogPost) => {
    const savedValues = toFormValues(saved);
    draft.rebase(savedValues);
    reset(savedValues);
    void queryClient.invalidateQueries({ queryKey: ADMIN_POSTS_KEY });
  };

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
          {formState.isDirty ? <span className="text-xs text-amber-800">Unsaved changes</span> : null}
        </div>
        <div className="flex gap-2">
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
          {mode !== "view" || formState.isDirty ? (
            <Button type="submit" form={`${id}-form`} disabled={formState.isSubmitting}>
              <Save aria-hidden="true" className="size-4" />
              {formState.isSubmitting ? "Saving..." : creating ? "Create Post" : "Save Changes"}
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
              draft.discard();
              reset(initial);
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
              <RevisionsPanel postId={post.id} dirty={formState.isDirty} onRestored={restored} />
            </div>
          ) : null}
        </div>
      ) : (
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={onSubmit}
          className="grid gap-8 py-6 lg:grid-cols-[1fr_22rem]"
        >
          <div className="grid min-w-0 content-start gap-5">
            <PostBasicsFields form={form} mode={mode} />
            <div>
              <span id={`${id}-content-label`} className="text-sm font-medium text-ink">
                Content
              </span>
              <div className="mt-1">
                <Controller
                  control={control}
                  name="content"
                  render={({ field, fieldState }) => (
                    <RichTextEditor
                      value={field.value}
                      onChange={field.onChange}
                      labelId={`${id}-content-label`}
                      describedBy={fieldState.error ? `${id}-content-error` : undefined}
                      invalid={Boolean(fieldState.error)}
                    />
                  )}
                />
              </div>
              <FieldError id={`${id}-content-error`}>{formState.errors.content?.message}</FieldError>
            </div>
          </div>
          <div className="grid content-start gap-5">
            <PostSettingsFields form={form} />
            {post && !creating ? (
              <RevisionsPanel postId={post.id} dirty={formState.isDirty} onRestored={restored} />
            ) : null}
          </div>
        </form>
      )}

      <ConfirmDialog
        open={guard.blocker.state === "blocked"}
        title="Leave without saving?"
        description="Your changes to this post have not been saved. If you leave now, they are discarded."
        confirmLabel="Discard changes"
        busy={false}
        onConfirm={() => {
          draft.discard();
          guard.blocker.proceed?.();
        }}
        onCancel={() => guard.blocker.reset?.()}
      />
    </section>
  );
}

function serverFields(error: ApiError): Record<string, string> {
  try {
    return (JSON.parse(error.body) as { fields?: Record<string, string> }).fields ?? {};
  } catch {
    return {};
  }
}
