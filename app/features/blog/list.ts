import { BLOG_CATEGORIES, categoryLabel, categoryLabels } from "~/content/blog";
import type { BlogPost, BlogPostSummary } from "~/features/blog/posts.server";
import { href } from "react-router";
import { dateColumn, type Choice, type ListColumns, type ListLabels } from "~/lists/columns";
import { formatDateTime } from "~/lists/format";

/** A post in full, whatever its state (the editor). */
export type AdminBlogPost = BlogPost;
/** A row of the admin list: everything but the content and image. */
export type BlogPostRow = BlogPostSummary;

type Publishing = { published: boolean; publishAt: Date | string | null };

/** Whether a post is public, waiting for its time, or a draft (`now` in milliseconds). */
export function postStatus(post: Publishing, now = Date.now()): "published" | "scheduled" | "draft" {
  if (!post.published) return "draft";
  return post.publishAt && new Date(post.publishAt).getTime() > now ? "scheduled" : "published";
}

/** "Published", "Draft" or "Scheduled for Jan 1, 2099, 9:00 AM PST" (in the site's time zone). */
export function postStatusText(post: Publishing) {
  const status = postStatus(post);
  if (status === "scheduled") return `Scheduled for ${formatDateTime(post.publishAt)}`;
  return status === "published" ? "Published" : "Draft";
}

export const postStatusChoices: Choice[] = [
  ["published", "Published"],
  ["scheduled", "Scheduled"],
  ["draft", "Draft"],
];
export const postCategoryChoices: Choice[] = BLOG_CATEGORIES.map((c) => [c, categoryLabels[c]]);

export const blogPostList: ListLabels = {
  title: "Blog posts",
  csvPath: href("/api/admin/blog-posts"),
  emptyMessage: "No blog posts found.",
  noMatchMessage: "No posts match your filters.",
};

export const blogPostColumns: ListColumns<BlogPostRow> = {
  columns: [
    { header: "Title", value: (r) => r.title, className: "font-medium max-w-sm" },
    { header: "Slug", value: (r) => r.slug, className: "font-mono text-xs" },
    { header: "Category", value: (r) => categoryLabel(r.category) },
    { header: "Tags", value: (r) => r.tags.join(", "), className: "max-w-xs" },
    { header: "Status", value: postStatusText },
    dateColumn("Created", (r) => r.createdAt),
    dateColumn("Updated", (r) => r.updatedAt),
  ],
  exportColumns: [
    { header: "Excerpt", value: (r) => r.excerpt },
    { header: "Read time", value: (r) => r.readTime },
    { header: "SEO title", value: (r) => r.seoTitle },
    { header: "SEO description", value: (r) => r.seoDescription },
  ],
};
