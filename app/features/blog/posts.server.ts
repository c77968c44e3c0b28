import { and, count, desc, eq, getTableColumns, lte, ne, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, blogSlugRedirects } from "~/db/schema";
import { contentCacheKey } from "~/services/content-version.server";
import { refuse, type Refused } from "~/utils/refusal";

// The blog's reads: the public list, search and post, RSS, the admin list and editor (product.md §4,
// §7); the admin list is ./list.server.ts. Its writes are ./writes.server.ts, its revisions ./revisions.server.ts.

// Every column but the search text (the database's own copy of the content, never sent).
const { searchText: _searchText, ...postColumns } = getTableColumns(blogPosts);
export { postColumns };
export type BlogPost = Omit<typeof blogPosts.$inferSelect, "searchText">;

export const POST_NOT_FOUND = "Blog post not found.";

// List pages never carry the content or the (possibly data-URL) image: cards show neither.
const { content: _content, imageUrl: _imageUrl, ...summaryColumns } = postColumns;
export { summaryColumns };
export type BlogPostSummary = Omit<BlogPost, "content" | "imageUrl">;

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

/** One post, whatever its state (the admin editor); a 404 for an unknown id. */
export async function getPost(id: number): Promise<BlogPost | Refused> {
  const [post] = await db().select(postColumns).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post ?? refuse(404, POST_NOT_FOUND);
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
