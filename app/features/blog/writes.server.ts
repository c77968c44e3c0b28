import { eq } from "drizzle-orm";
import { z } from "zod";
import { byId, defineWrite, rowId } from "~/admin/write.server";
import { blogPosts, blogSlugRedirects } from "~/db/schema";
import { POST_NOT_FOUND, getPost, postColumns, type BlogPost } from "~/features/blog/posts.server";
import { REVISION_NOT_FOUND, getRevision, keepRevision, versionOf } from "~/features/blog/revisions.server";
import { blogPostSchema, postFromForm, publishSchema, type BlogPostData } from "~/features/blog/schema";
import { changeContent } from "~/services/content-version.server";
import { storeContentImages, storeImageUrl } from "~/services/media.server";
import { isRefused, refuse, type Refused } from "~/utils/refusal";

// The admin's writes to the blog (product.md §7, §10): each defined once, for its JSON endpoint and
// the Blog Posts view's action (docs/conventions.md). Every write raises the content version, so
// cached pages showing posts are rendered anew (content-version.server.ts).

export const SLUG_TAKEN = "A post with this slug already exists.";
const slugTaken = () => refuse(409, SLUG_TAKEN, { field: "slug" });

/** A post as saved, or why not (404 for an unknown post, 409 for a slug another post has). */
export type PostSaved = { post: BlogPost } | Refused;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * The stored form of editor input: the HTML sanitized whatever the caller sent, its images sized and
 * any data-URL image (content or featured) moved to a media file. The publication time is decided
 * apart (publishTime).
 */
const stored = async ({ publishAt: _publishAt, ...data }: BlogPostData) => ({
  ...data,
  content: await storeContentImages(data.content),
  imageUrl: await storeImageUrl(data.imageUrl),
});

/**
 * When a saved post becomes public. A draft keeps whatever time was given (it is not public anyway).
 * Published: the time given (later = scheduled); else a post already public keeps its date; else now.
 */
function publishTime(
  data: Pick<BlogPostData, "published" | "publishAt">,
  current: Pick<BlogPost, "published" | "publishAt"> | undefined,
  now: Date,
): Date | null {
  if (!data.published || data.publishAt) return data.publishAt;
  if (current?.published && current.publishAt && current.publishAt <= now) return current.publishAt;
  return now;
}

export async function createPost(data: BlogPostData, by?: number): Promise<PostSaved> {
  const values = await stored(data);
  try {
    const post = await changeContent(async (tx) => {
      // A new post may take a slug another post once had: the post wins, the old redirect goes.
      await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, data.slug));
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...values, publishAt: publishTime(data, undefined, new Date()), updatedBy: by })
        .returning(postColumns);
      return row;
    });
    return { post };
  } catch (error) {
    // The unique index decides, so two simultaneous creates cannot both take one slug.
    if (isUniqueViolation(error)) return slugTaken();
    throw error;
  }
}

/**
 * Updates a post, keeping the version it replaces as a revision (revisions.server.ts). A changed
 * slug leaves the old one answering with a 301 to the new one.
 */
export async function updatePost(id: number, data: BlogPostData, by?: number): Promise<PostSaved> {
  const values = await stored(data);
  try {
    const post = await changeContent(async (tx) => {
      const [current] = await tx
        .select(postColumns)
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for("update");
      if (!current) return undefined;
      const now = new Date();
      const [row] = await tx
        .update(blogPosts)
        .set({ ...values, publishAt: publishTime(data, current, now), updatedAt: now, updatedBy: by ?? null })
        .where(eq(blogPosts.id, id))
        .returning(postColumns);
      await keepRevision(tx, current, row);
      if (current.slug !== data.slug) {
        await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, data.slug));
        await tx
          .insert(blogSlugRedirects)
          .values({ oldSlug: current.slug, postId: id })
          .onConflictDoUpdate({
            target: blogSlugRedirects.oldSlug,
            set: { postId: id, createdAt: new Date() },
          });
      }
      return row;
    });
    return post ? { post } : refuse(404, POST_NOT_FOUND);
  } catch (error) {
    if (isUniqueViolation(error)) return slugTaken();
    throw error;
  }
}

/**
 * Makes an earlier version the current one: an ordinary save of its text (so the version it replaces
 * becomes a revision in turn, and the restore can be undone); the publishing state stays as it is.
 */
export async function restoreRevision(postId: number, revisionId: number, by?: number): Promise<PostSaved> {
  const [current, revision] = await Promise.all([getPost(postId), getRevision(postId, revisionId)]);
  if (isRefused(current)) return current;
  if (isRefused(revision)) return revision;
  const version = versionOf(revision);
  return updatePost(
    postId,
    {
      ...version,
      category: version.category as BlogPostData["category"],
      published: current.published,
      publishAt: current.publishAt,
    },
    by,
  );
}

/**
 * Publishes (a post already published or scheduled keeps its time; any other is public now) or
 * unpublishes (the time stays, for a later re-publish to find it... see publishTime).
 */
export async function setPublished(id: number, published: boolean): Promise<PostSaved> {
  const [post] = await changeContent(
    async (tx) => {
      const [current] = await tx
        .select(postColumns)
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for("update");
      if (!current) return [];
      const now = new Date();
      const publishAt = published
        ? current.published && current.publishAt
          ? current.publishAt
          : now
        : current.publishAt;
      return tx
        .update(blogPosts)
        .set({ published, publishAt, updatedAt: now })
        .where(eq(blogPosts.id, id))
        .returning(postColumns);
    },
    (rows) => rows.length > 0,
  );
  return post ? { post } : refuse(404, POST_NOT_FOUND);
}

/** Deletes a post (its old-slug redirects and revisions go with it). */
export async function deletePost(id: number): Promise<{ ok: true } | Refused> {
  const deleted = await changeContent(
    (tx) => tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id }),
    (rows) => rows.length > 0,
  );
  return deleted.length > 0 ? { ok: true } : refuse(404, POST_NOT_FOUND);
}

/** The post a write answers (the JSON API's body; the view's answer spreads it). */
const thePost = (saved: PostSaved) => (isRefused(saved) ? saved : saved.post);
const onePost = byId(POST_NOT_FOUND);

/** POST /api/admin/blog-posts (and /api/blog-posts), and the editor's save of a new post. */
export const createBlogPost = defineWrite({
  input: blogPostSchema,
  fromForm: postFromForm,
  creates: true,
  run: async ({ input, adminId }) => thePost(await createPost(input, adminId)),
});

/** PUT /api/admin/blog-posts/{id} (and /api/blog-posts/{id}), and the editor's save of a post. */
export const updateBlogPost = defineWrite({
  params: onePost,
  input: blogPostSchema,
  fromForm: postFromForm,
  run: async ({ params, input, adminId }) => thePost(await updatePost(params.id, input, adminId)),
});

/** PATCH /api/admin/blog-posts/{id}/publish { published }, and the list's publish toggle. */
export const publishBlogPost = defineWrite({
  params: onePost,
  input: publishSchema,
  run: async ({ params, input }) => thePost(await setPublished(params.id, input.published)),
});

/** DELETE /api/admin/blog-posts/{id} (and /api/blog-posts/{id}), and the list's delete. */
export const deleteBlogPost = defineWrite({
  params: onePost,
  run: ({ params }) => deletePost(params.id),
});

/** POST /api/admin/blog-posts/{id}/revisions/{revisionId}/restore, and the revisions panel's. */
export const restoreBlogPost = defineWrite({
  params: z.object({ id: rowId(POST_NOT_FOUND), revisionId: rowId(REVISION_NOT_FOUND) }),
  run: async ({ params, adminId }) => thePost(await restoreRevision(params.id, params.revisionId, adminId)),
});
