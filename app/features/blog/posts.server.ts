import { and, count, desc, eq, getTableColumns, gt, lte, ne, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { adminUsers, blogPostRevisions, blogPosts, blogSlugRedirects } from "~/db/schema";
import type { BlogPostData } from "~/features/blog/schema";
import { storeContentImages, storeImageUrl } from "~/services/media.server";
import { changeContent, contentCacheKey } from "~/services/content-version.server";

// Every column but the search text (the database's own copy of the content, never sent).
const { searchText: _searchText, ...postColumns } = getTableColumns(blogPosts);
export type BlogPost = Omit<typeof blogPosts.$inferSelect, "searchText">;

export type WriteResult = { post: BlogPost } | { status: 404 | 409; error: string };

export const SLUG_TAKEN = "A post with this slug already exists.";
export const POST_NOT_FOUND = "Blog post not found.";

// List pages never carry the content or the (possibly data-URL) image: cards show neither.
const { content: _content, imageUrl: _imageUrl, ...summaryColumns } = postColumns;
export type BlogPostSummary = Omit<BlogPost, "content" | "imageUrl">;

const newestFirst = [desc(blogPosts.createdAt), desc(blogPosts.id)];

/** product.md §5 Blog search: a case-insensitive substring of title, excerpt or content. */
function matches(q: string): SQL {
  const needle = q.toLowerCase();
  return sql`(strpos(lower(${blogPosts.title}), ${needle}) > 0
    or strpos(lower(${blogPosts.excerpt}), ${needle}) > 0
    or strpos(${blogPosts.searchText}, ${needle}) > 0)`;
}

/**
 * What the public sees: published posts whose time has come. The clock is this process's (not the
 * database's), the same one the page cache uses to know when the next scheduled post is due.
 */
export const visibleAt = (now: Date) => and(eq(blogPosts.published, true), lte(blogPosts.publishAt, now));

const latestFirst = [desc(blogPosts.publishAt), desc(blogPosts.id)];

export type Page = { page: number; pageSize: number };
const offsetOf = ({ page, pageSize }: Page) => (page - 1) * pageSize;

type CategoryCount = { category: string; posts: number };
let counted: { key: string; value: Promise<CategoryCount[]> } | undefined;

/**
 * How many posts are public per category. Counting scans every visible post (about 100 ms at 10,000
 * posts on PGlite), so the answer is kept until the content changes or a scheduled post comes due:
 * the page cache's key (content-version.server.ts), which every instance re-reads within a second.
 */
async function visibleCounts(now: Date): Promise<CategoryCount[]> {
  const key = await contentCacheKey(now.getTime());
  if (counted?.key !== key) {
    const value = db()
      .select({ category: blogPosts.category, posts: count() })
      .from(blogPosts)
      .where(visibleAt(now))
      .groupBy(blogPosts.category);
    const entry = { key, value: Promise.resolve(value) };
    counted = entry;
    entry.value.catch(() => counted === entry && (counted = undefined));
  }
  return counted!.value;
}

/** A page of the visible posts with all their fields, latest first, and how many there are (the API). */
export async function listPublished(
  paging: Page,
  now = new Date(),
): Promise<{ posts: BlogPost[]; total: number }> {
  const [posts, counts] = await Promise.all([
    db()
      .select(postColumns)
      .from(blogPosts)
      .where(visibleAt(now))
      .orderBy(...latestFirst)
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    visibleCounts(now),
  ]);
  return { posts, total: counts.reduce((sum, r) => sum + r.posts, 0) };
}

export type BlogListing = {
  posts: BlogPostSummary[];
  /** How many match the search and category (the "N"). */
  matching: number;
  /** How many are public in all (the "of M"). */
  total: number;
  categories: string[];
};

/**
 * One page of the public list: visible posts matching the search text and category, how many match,
 * how many are public in all, and the categories public posts have (the filter's options).
 */
export async function searchPublished(
  filters: { q?: string; category?: string } & Page,
  now = new Date(),
): Promise<BlogListing> {
  const q = filters.q?.trim();
  const conditions = [visibleAt(now)];
  if (q) conditions.push(matches(q));
  if (filters.category) conditions.push(eq(blogPosts.category, filters.category));
  const filtered = Boolean(q || filters.category);
  const [posts, categoryRows, matchingRows] = await Promise.all([
    db()
      .select(summaryColumns)
      .from(blogPosts)
      .where(and(...conditions))
      .orderBy(...latestFirst)
      .limit(filters.pageSize)
      .offset(offsetOf(filters)),
    visibleCounts(now),
    filtered
      ? db()
          .select({ matching: count() })
          .from(blogPosts)
          .where(and(...conditions))
      : Promise.resolve(undefined),
  ]);
  const total = categoryRows.reduce((sum, r) => sum + r.posts, 0);
  return {
    posts,
    matching: matchingRows ? matchingRows[0].matching : total,
    total,
    categories: categoryRows.map((r) => r.category).sort(),
  };
}

/** The latest visible posts for RSS: the list columns only, never the content. */
export async function latestPublished(limit: number, now = new Date()): Promise<BlogPostSummary[]> {
  return db()
    .select(summaryColumns)
    .from(blogPosts)
    .where(visibleAt(now))
    .orderBy(...latestFirst)
    .limit(limit);
}

export type AdminPostFilters = Page & {
  q?: string;
  status?: "published" | "scheduled" | "draft";
  category?: string;
};

/** A page of every post, drafts and scheduled ones included, newest first (the admin list). */
export async function listAll(
  filters: AdminPostFilters,
  now = new Date(),
): Promise<{ posts: BlogPostSummary[]; total: number }> {
  const conditions: SQL[] = [];
  const q = filters.q?.trim();
  if (q) {
    const needle = `%${q.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
    conditions.push(
      sql`(lower(${blogPosts.title}) like ${needle} or lower(${blogPosts.slug}) like ${needle})`,
    );
  }
  if (filters.category) conditions.push(eq(blogPosts.category, filters.category));
  if (filters.status === "draft") conditions.push(eq(blogPosts.published, false));
  if (filters.status === "published") conditions.push(visibleAt(now)!);
  if (filters.status === "scheduled")
    conditions.push(and(eq(blogPosts.published, true), gt(blogPosts.publishAt, now))!);
  const where = conditions.length ? and(...conditions) : undefined;
  const [posts, [{ total }]] = await Promise.all([
    db()
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(filters.pageSize)
      .offset(offsetOf(filters)),
    db().select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { posts, total };
}

/**
 * Every post matching the admin list's filters, a page at a time (the CSV export): the list holds
 * no post content, and the batches are read as the download is written.
 */
export async function* allPostBatches(filters: Omit<AdminPostFilters, "page" | "pageSize">) {
  const pageSize = 100;
  for (let page = 1; ; page++) {
    const { posts } = await listAll({ ...filters, page, pageSize });
    if (posts.length > 0) yield posts;
    if (posts.length < pageSize) return;
  }
}

/** One post, whatever its state (the admin editor). */
export async function getPost(id: number): Promise<BlogPost | undefined> {
  const [post] = await db().select(postColumns).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post;
}

/**
 * A visible post by its slug; for a slug the post used to have, where it lives now (a 301);
 * otherwise nothing (a 404). Drafts and posts scheduled for later are never found.
 */
export async function getPublishedBySlug(
  slug: string,
  now = new Date(),
): Promise<{ post: BlogPost } | { redirectTo: string } | null> {
  const [post] = await db()
    .select(postColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), visibleAt(now)))
    .limit(1);
  if (post) return { post };
  const [moved] = await db()
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(and(eq(blogSlugRedirects.oldSlug, slug), visibleAt(now), ne(blogPosts.slug, slug)))
    .limit(1);
  return moved ? { redirectTo: moved.slug } : null;
}

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

export async function createPost(data: BlogPostData, by?: number): Promise<WriteResult> {
  const values = await stored(data);
  try {
    // Every write here raises the content version: cached pages showing posts are rendered anew.
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
    if (isUniqueViolation(error)) return { status: 409, error: SLUG_TAKEN };
    throw error;
  }
}

/** How many earlier versions of a post are kept. */
export const REVISIONS_KEPT = 50;

const REVISIONED = [
  "title",
  "slug",
  "excerpt",
  "content",
  "category",
  "readTime",
  "imageUrl",
  "altText",
  "tags",
  "seoTitle",
  "seoDescription",
] as const;
type Revisioned = Pick<BlogPost, (typeof REVISIONED)[number]>;
const sameVersion = (a: Revisioned, b: Revisioned) =>
  REVISIONED.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

/**
 * Updates a post, keeping the version it replaces as a revision (the last REVISIONS_KEPT are kept;
 * a save that changes none of the post's text keeps none). A changed slug leaves the old one
 * answering with a 301 to the new one.
 */
export async function updatePost(id: number, data: BlogPostData, by?: number): Promise<WriteResult> {
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
      if (!sameVersion(current, row)) {
        const version = Object.fromEntries(REVISIONED.map((k) => [k, current[k]])) as Revisioned;
        await tx
          .insert(blogPostRevisions)
          .values({ ...version, postId: id, savedBy: current.updatedBy, savedAt: current.updatedAt });
        await tx.execute(sql`delete from ${blogPostRevisions}
          where ${blogPostRevisions.postId} = ${id} and ${blogPostRevisions.id} <= (
            select ${blogPostRevisions.id} from ${blogPostRevisions} where ${blogPostRevisions.postId} = ${id}
            order by ${blogPostRevisions.id} desc offset ${REVISIONS_KEPT} limit 1)`);
      }
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

export type RevisionSummary = {
  id: number;
  title: string;
  slug: string;
  savedAt: Date;
  savedBy: string | null;
};
export type Revision = Revisioned & RevisionSummary & { postId: number };

const revisionColumns = {
  id: blogPostRevisions.id,
  postId: blogPostRevisions.postId,
  title: blogPostRevisions.title,
  slug: blogPostRevisions.slug,
  savedAt: blogPostRevisions.savedAt,
  savedBy: adminUsers.email,
};

/** A post's earlier versions, latest first, without their content; undefined for an unknown post. */
export async function listRevisions(postId: number): Promise<RevisionSummary[] | undefined> {
  if (!(await getPost(postId))) return undefined;
  const rows = await db()
    .select(revisionColumns)
    .from(blogPostRevisions)
    .leftJoin(adminUsers, eq(adminUsers.id, blogPostRevisions.savedBy))
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.id));
  return rows.map(({ postId: _p, ...r }) => r);
}

/** One earlier version of a post, in full. */
export async function getRevision(postId: number, revisionId: number): Promise<Revision | undefined> {
  const [row] = await db()
    .select({
      ...revisionColumns,
      ...Object.fromEntries(REVISIONED.map((k) => [k, blogPostRevisions[k]])),
    } as typeof revisionColumns & { [K in keyof Revisioned]: (typeof blogPostRevisions)[K] })
    .from(blogPostRevisions)
    .leftJoin(adminUsers, eq(adminUsers.id, blogPostRevisions.savedBy))
    .where(and(eq(blogPostRevisions.postId, postId), eq(blogPostRevisions.id, revisionId)))
    .limit(1);
  return row as Revision | undefined;
}

export const REVISION_NOT_FOUND = "Revision not found.";

/**
 * Makes an earlier version the current one: an ordinary save of its text (so the version it replaces
 * becomes a revision in turn, and the restore can be undone); the publishing state stays as it is.
 */
export async function restoreRevision(postId: number, revisionId: number, by?: number): Promise<WriteResult> {
  const [current, revision] = await Promise.all([getPost(postId), getRevision(postId, revisionId)]);
  if (!current) return { status: 404, error: POST_NOT_FOUND };
  if (!revision) return { status: 404, error: REVISION_NOT_FOUND };
  const version = Object.fromEntries(REVISIONED.map((k) => [k, revision[k]])) as Revisioned;
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
export async function setPublished(id: number, published: boolean): Promise<WriteResult> {
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
