import { and, desc, eq, getTableColumns, ne, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, blogSlugRedirects } from "~/db/schema";
import type { BlogPostData } from "~/schemas/blog-post";
import { storeContentImages, storeImageUrl } from "~/services/media.server";
import { changeContent } from "~/services/content-version.server";

export type BlogPost = typeof blogPosts.$inferSelect;

export type WriteResult = { post: BlogPost } | { status: 404 | 409; error: string };

export const SLUG_TAKEN = "A post with this slug already exists.";
export const POST_NOT_FOUND = "Blog post not found.";

// List pages never carry the content or the (possibly data-URL) image: cards show neither.
const { content: _content, imageUrl: _imageUrl, ...summaryColumns } = getTableColumns(blogPosts);
export type BlogPostSummary = Omit<BlogPost, "content" | "imageUrl">;

const newestFirst = [desc(blogPosts.createdAt), desc(blogPosts.id)];

/** The visible text of the stored HTML (tags removed, the entities sanitize-html writes decoded). */
const plainContent = sql`replace(replace(replace(replace(
  regexp_replace(regexp_replace(${blogPosts.content}, '</?(p|h[1-6]|li|ul|ol|blockquote|pre|br|hr|img)([\\s/][^>]*)?>', ' ', 'gi'), '<[^>]*>', '', 'g'),
  '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&')`;

/** SPEC §5 Blog search: a case-insensitive substring of title, excerpt or content. */
function matches(q: string): SQL {
  const needle = q.toLowerCase();
  return sql`(strpos(lower(${blogPosts.title}), ${needle}) > 0
    or strpos(lower(${blogPosts.excerpt}), ${needle}) > 0
    or strpos(lower(${plainContent}), ${needle}) > 0)`;
}

/** Every published post with all its fields (GET /api/blog-posts). */
export async function listPublished(): Promise<BlogPost[]> {
  return db()
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(...newestFirst);
}

export type BlogListing = { posts: BlogPostSummary[]; total: number; categories: string[] };

/**
 * The public list: published posts matching the search text and category, the number published in
 * all (the "of M"), and the categories published posts have (the filter's options).
 */
export async function searchPublished(filters: { q?: string; category?: string } = {}): Promise<BlogListing> {
  const q = filters.q?.trim();
  const conditions = [eq(blogPosts.published, true)];
  if (q) conditions.push(matches(q));
  if (filters.category) conditions.push(eq(blogPosts.category, filters.category));
  const [posts, [{ total }], categoryRows] = await Promise.all([
    db()
      .select(summaryColumns)
      .from(blogPosts)
      .where(and(...conditions))
      .orderBy(...newestFirst),
    db()
      .select({ total: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(eq(blogPosts.published, true)),
    db()
      .selectDistinct({ category: blogPosts.category })
      .from(blogPosts)
      .where(eq(blogPosts.published, true)),
  ]);
  return { posts, total, categories: categoryRows.map((r) => r.category).sort() };
}

/** Every post, drafts included, newest first (the admin list). */
export async function listAll(): Promise<BlogPost[]> {
  return db()
    .select()
    .from(blogPosts)
    .orderBy(...newestFirst);
}

/**
 * A published post by its slug; for a slug the post used to have, where it lives now (a 301);
 * otherwise nothing (a 404). Drafts are never found.
 */
export async function getPublishedBySlug(
  slug: string,
): Promise<{ post: BlogPost } | { redirectTo: string } | null> {
  const [post] = await db()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .limit(1);
  if (post) return { post };
  const [moved] = await db()
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(and(eq(blogSlugRedirects.oldSlug, slug), eq(blogPosts.published, true), ne(blogPosts.slug, slug)))
    .limit(1);
  return moved ? { redirectTo: moved.slug } : null;
}

/** Slugs and last changes of published posts, for the sitemap. */
export async function publishedPostPaths(): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(...newestFirst);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * The stored form of editor input: the HTML sanitized whatever the caller sent, its images sized and
 * any data-URL image (content or featured) moved to a media file.
 */
const stored = async (data: BlogPostData) => ({
  ...data,
  content: await storeContentImages(data.content),
  imageUrl: await storeImageUrl(data.imageUrl),
});

export async function createPost(data: BlogPostData): Promise<WriteResult> {
  const values = await stored(data);
  try {
    // Every write here raises the content version: cached pages showing posts are rendered anew.
    const post = await changeContent(async (tx) => {
      // A new post may take a slug another post once had: the post wins, the old redirect goes.
      await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, data.slug));
      const [row] = await tx.insert(blogPosts).values(values).returning();
      return row;
    });
    return { post };
  } catch (error) {
    // The unique index decides, so two simultaneous creates cannot both take one slug.
    if (isUniqueViolation(error)) return { status: 409, error: SLUG_TAKEN };
    throw error;
  }
}

/** Updates a post; a changed slug leaves the old one answering with a 301 to the new one. */
export async function updatePost(id: number, data: BlogPostData): Promise<WriteResult> {
  const values = await stored(data);
  try {
    const post = await changeContent(async (tx) => {
      const [current] = await tx
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for("update");
      if (!current) return undefined;
      const [row] = await tx
        .update(blogPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
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
    return post ? { post } : { status: 404, error: POST_NOT_FOUND };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 409, error: SLUG_TAKEN };
    throw error;
  }
}

export async function setPublished(id: number, published: boolean): Promise<WriteResult> {
  const [post] = await changeContent(
    (tx) =>
      tx.update(blogPosts).set({ published, updatedAt: new Date() }).where(eq(blogPosts.id, id)).returning(),
    (rows) => rows.length > 0,
  );
  return post ? { post } : { status: 404, error: POST_NOT_FOUND };
}

/** Deletes a post (its old-slug redirects go with it). */
export async function deletePost(id: number): Promise<boolean> {
  const deleted = await changeContent(
    (tx) => tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id }),
    (rows) => rows.length > 0,
  );
  return deleted.length > 0;
}
