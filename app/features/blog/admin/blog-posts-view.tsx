import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/blog-posts-view";
import { adminOf } from "~/admin/access.server";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction } from "~/admin/view-action";
import { formBoolean, formId, readFields, readForm, refuse, unreadableForm } from "~/admin/view-form.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { BlogPostsView } from "~/features/blog/admin/blog-posts-list";
import { EDITOR_PARAM, REVISION_PARAM } from "~/features/blog/admin/editor/types";
import { adminPostsQuerySchema, blogPostFormSchema } from "~/features/blog/schema";
import { parseForm } from "~/schemas/parse-form";
import {
  POST_NOT_FOUND,
  createPost,
  deletePost,
  getPost,
  getRevision,
  listAll,
  listRevisions,
  restoreRevision,
  setPublished,
  updatePost,
  type WriteResult,
} from "~/features/blog/posts.server";
import { integerId } from "~/utils/http.server";

export const meta = () => adminMeta("Blog Posts");

const listPosts = (q: z.output<typeof adminPostsQuerySchema>) =>
  listAll(q).then(({ posts, total }) => ({ rows: posts, total }));

/**
 * /admin/blog-posts: product.md §2's Blog Posts tab. The list (paged, searched, filtered as the URL
 * asks), or, with `?post=<id>|new`, the post the editor shows, its earlier versions, and one of them
 * in full with `&revision=<id>` (which the revisions panel loads beside the page).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const target = params.get(EDITOR_PARAM);
  if (!target) {
    const list = await listPage(request, adminPostsQuerySchema, listPosts);
    return withListStatus({ list, editor: null }, list);
  }
  if (target === "new") return data({ list: null, editor: { post: null, revisions: [], revision: null } });
  const id = integerId(target);
  const post = id ? await getPost(id) : undefined;
  // The editor then says the post no longer exists.
  if (!id || !post) return data({ list: null, editor: null }, { status: 404 });
  const revisionId = integerId(params.get(REVISION_PARAM) ?? undefined);
  const [revisions, revision] = await Promise.all([
    listRevisions(id),
    revisionId ? getRevision(id, revisionId) : undefined,
  ]);
  return data({ list: null, editor: { post, revisions: revisions ?? [], revision: revision ?? null } });
}

const rowForm = z.object({ id: formId(POST_NOT_FOUND) });
const forms = {
  publish: rowForm.extend({ published: formBoolean }),
  delete: rowForm,
  restore: rowForm.extend({ revisionId: formId("Revision not found.") }),
};

/** A service's refusal: 404 or 409 (a slug taken, said at the slug field too). */
const refused = (result: Exclude<WriteResult, { post: unknown }>, reply?: (o: object) => unknown) =>
  refuse(result.status, result.error, {
    ...(reply && result.status === 409 ? { result: reply({ fieldErrors: { slug: [result.error] } }) } : {}),
  });

/**
 * The view's posts (`intent`), through the same services and schemas as the JSON API: save (the
 * editor's Conform form, blogPostFormSchema; create, or update `id`), publish, delete, restore.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return unreadableForm();
  const admin = adminOf(context).adminUserId;
  const intent = form.get("intent");
  if (intent === "save") {
    const submission = parseForm(form, blogPostFormSchema);
    if (submission.status !== "success")
      return refuse(400, "Check the highlighted fields.", { result: submission.reply() });
    const id = form.has("id") ? integerId(String(form.get("id"))) : null;
    if (id === undefined) return refuse(404, POST_NOT_FOUND);
    const saved =
      id === null ? await createPost(submission.value, admin) : await updatePost(id, submission.value, admin);
    if ("error" in saved) return refused(saved, (o) => submission.reply(o));
    return { ok: true as const, post: saved.post };
  }
  if (intent === "publish") {
    const read = readFields(form, forms.publish);
    if ("error" in read) return refuse(404, read.error);
    const saved = await setPublished(read.value.id, read.value.published);
    return "error" in saved ? refused(saved) : { ok: true as const, post: saved.post };
  }
  if (intent === "delete") {
    const read = readFields(form, forms.delete);
    if ("error" in read || !(await deletePost(read.value.id))) return refuse(404, POST_NOT_FOUND);
    return { ok: true as const, post: null };
  }
  if (intent === "restore") {
    const read = readFields(form, forms.restore);
    if ("error" in read) return refuse(404, read.error);
    const saved = await restoreRevision(read.value.id, read.value.revisionId, admin);
    return "error" in saved ? refused(saved) : { ok: true as const, post: saved.post };
  }
  return refuse(400, "Unknown form.");
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

export default function AdminBlogPostsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminView title="Blog Posts">
      <BlogPostsView {...loaderData} />
    </AdminView>
  );
}
