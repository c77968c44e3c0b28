import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import type { BlogPostRow } from "~/features/blog/list";
import { summaryColumns, visibleAt } from "~/features/blog/posts.server";
import type { adminPostsQuerySchema } from "~/features/blog/schema";
import { batchesOf, contains, cursorAt, newest, pageOf, total, type List } from "~/services/lists.server";

type AdminPostsQuery = z.output<typeof adminPostsQuerySchema>;

/** The admin's Blog Posts list (product.md §2): every post, drafts and scheduled ones included. */
const postList: List<AdminPostsQuery> = {
  rows: () =>
    db()
      .select({ ...summaryColumns, cursorAt: cursorAt(blogPosts.createdAt) })
      .from(blogPosts)
      .$dynamic(),
  count: () => db().select(total).from(blogPosts).$dynamic(),
  order: () => newest(blogPosts.createdAt, blogPosts.id),
  where: (q) => {
    const now = new Date();
    return and(
      contains(q.q?.trim(), [blogPosts.title, blogPosts.slug]),
      q.category ? eq(blogPosts.category, q.category) : undefined,
      q.status === "draft" ? eq(blogPosts.published, false) : undefined,
      q.status === "published" ? visibleAt(now) : undefined,
      q.status === "scheduled" ? and(eq(blogPosts.published, true), gt(blogPosts.publishAt, now)) : undefined,
    );
  },
};

/** A page of the list, newest first, and how many match. */
export const listPosts = (q: AdminPostsQuery) => pageOf<AdminPostsQuery, BlogPostRow>(postList, q);
/** Every matching post, in batches (the CSV): never the content. */
export const postBatches = (q: AdminPostsQuery) => batchesOf<AdminPostsQuery, BlogPostRow>(postList, q);
