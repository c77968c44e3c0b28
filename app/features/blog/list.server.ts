import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { blogPosts } from "~/db/schema";
import type { BlogPostRow } from "~/features/blog/list";
import { summaryColumns, visibleAt } from "~/features/blog/posts.server";
import type { adminPostsQuerySchema } from "~/features/blog/schema";
import { contains, tableList } from "~/services/lists.server";

type AdminPostsQuery = z.output<typeof adminPostsQuerySchema>;

/** The admin's Blog Posts list (product.md §2): every post, drafts and scheduled ones included, newest first. */
const postList = tableList<AdminPostsQuery, BlogPostRow>(blogPosts, {
  columns: summaryColumns,
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
});

/** A page of the list, newest first, and how many match. */
export const listPosts = postList.page;
/** Every matching post, in batches (the CSV): never the content. */
export const postBatches = postList.batches;
