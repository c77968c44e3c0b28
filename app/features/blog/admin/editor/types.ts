import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ViewAnswer } from "~/admin/view-action";
import { DEFAULT_READ_TIME, type BlogCategory } from "~/content/blog";
import { postStatus, type AdminBlogPost } from "~/features/blog/list";
import type { PublishMode } from "~/features/blog/schema";
import type { RevisionSummary, Revision } from "~/features/blog/revisions.server";
import { toSiteLocal } from "~/utils/dates";

export type { AdminBlogPost, Revision, RevisionSummary };

/**
 * What the Blog Posts view's action answers the editor and the list (create, update, publish,
 * restore): the post as saved, or why not (with Conform's reply for the fields, when there is one).
 */
export type PostActionResult = ViewAnswer<AdminBlogPost>;

export type EditorMode = "view" | "edit" | "create";

/**
 * What the editor's fields hold, as text (a form's values); postFromForm reads them into what the
 * API stores, which blogPostSchema checks.
 */
export type PostFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  readTime: string;
  category: BlogCategory;
  tags: string[];
  imageUrl: string;
  altText: string;
  seoTitle: string;
  seoDescription: string;
  publishMode: PublishMode;
  /** The scheduled time as a datetime-local value in the site's time zone ("2026-11-24T09:00"). */
  publishAt: string;
};

/** The editor's Conform form, and its fields, as the field groups receive them. */
export type PostForm = FormMetadata<PostFormValues, string[]>;
export type PostFields = {
  [K in keyof PostFormValues]-?: FieldMetadata<PostFormValues[K], PostFormValues, string[]>;
};

export const emptyPost: PostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  readTime: String(DEFAULT_READ_TIME),
  category: "financial-intelligence",
  tags: [],
  imageUrl: "",
  altText: "",
  seoTitle: "",
  seoDescription: "",
  publishMode: "now",
  publishAt: "",
};

export function toFormValues(post: AdminBlogPost | null): PostFormValues {
  if (!post) return { ...emptyPost, tags: [] };
  const status = postStatus(post);
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    readTime: String(post.readTime),
    category: post.category as BlogCategory,
    tags: [...post.tags],
    imageUrl: post.imageUrl ?? "",
    altText: post.altText ?? "",
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    publishMode: status === "draft" ? "draft" : status === "scheduled" ? "schedule" : "now",
    publishAt: status === "scheduled" && post.publishAt ? toSiteLocal(post.publishAt) : "",
  };
}

/**
 * The form's current values (Conform's, read from the fields) in the editor's shape: a field not on
 * the page (the publish time unless scheduled) is empty, tags are always a list.
 */
export function readFormValues(value: Record<string, unknown> | undefined): PostFormValues {
  const read = (key: keyof PostFormValues) => {
    const v = value?.[key];
    return typeof v === "string" ? v : "";
  };
  const tags = value?.tags;
  return {
    title: read("title"),
    slug: read("slug"),
    excerpt: read("excerpt"),
    content: read("content"),
    readTime: read("readTime"),
    category: (read("category") || emptyPost.category) as BlogCategory,
    tags: (tags === undefined ? [] : [tags].flat()).filter((t): t is string => typeof t === "string"),
    imageUrl: read("imageUrl"),
    altText: read("altText"),
    seoTitle: read("seoTitle"),
    seoDescription: read("seoDescription"),
    publishMode: (read("publishMode") || emptyPost.publishMode) as PublishMode,
    publishAt: read("publishAt"),
  };
}

/** localStorage key of the unsaved draft of a post (or of the new post being written). */
export const draftKey = (postId: number | null) => `blog-draft:${postId ?? "new"}`;

/** The admin URL's search parameters that say which post the editor shows and how. */
export const EDITOR_PARAM = "post";
export const MODE_PARAM = "mode";
/** Which earlier version of the post the revisions panel loads in full. */
export const REVISION_PARAM = "revision";
