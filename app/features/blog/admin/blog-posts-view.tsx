import { data } from "react-router";
import type { Route } from "./+types/blog-posts-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction } from "~/admin/view-action";
import { viewActions } from "~/admin/write.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { BlogPostsView } from "~/features/blog/admin/blog-posts-list";
import { EDITOR_PARAM, REVISION_PARAM } from "~/features/blog/admin/editor/types";
import { listPosts } from "~/features/blog/list.server";
import { getPost } from "~/features/blog/posts.server";
import { getRevision, listRevisions } from "~/features/blog/revisions.server";
import { adminPostsQuerySchema } from "~/features/blog/schema";
import {
  createBlogPost,
  deleteBlogPost,
  publishBlogPost,
  restoreBlogPost,
  updateBlogPost,
} from "~/features/blog/writes.server";
import { integerId } from "~/utils/http.server";
import { isRefused } from "~/utils/refusal";

export const meta = () => adminMeta("Blog Posts");

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
  if (!id || !post || isRefused(post)) return data({ list: null, editor: null }, { status: 404 });
  const revisionId = integerId(params.get(REVISION_PARAM) ?? undefined);
  const [revisions, revision] = await Promise.all([
    listRevisions(id),
    revisionId ? getRevision(id, revisionId) : undefined,
  ]);
  return data({
    list: null,
    editor: {
      post,
      revisions: isRefused(revisions) ? [] : revisions,
      revision: !revision || isRefused(revision) ? null : revision,
    },
  });
}

/** The view's writes, by `intent` (each defined once, with its JSON endpoint: ../writes.server.ts). */
export const action = viewActions({
  create: createBlogPost,
  update: updateBlogPost,
  publish: publishBlogPost,
  delete: deleteBlogPost,
  restore: restoreBlogPost,
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

export default function AdminBlogPostsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminView title="Blog Posts">
      <BlogPostsView {...loaderData} />
    </AdminView>
  );
}
