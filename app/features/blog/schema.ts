import { z } from "zod";
import { BLOG_CATEGORIES, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/content/blog";
import {
  checkDataImage,
  dataImageSources,
  isDataUrl,
  MAX_DATA_IMAGE_BYTES,
  megabytes,
} from "~/utils/data-image";
import { MEDIA_PATH } from "~/utils/media";
import { fromSiteLocal } from "~/utils/dates";
import { SLUG_PATTERN } from "~/utils/slug";
import { listFields } from "~/schemas/admin-lists";
import { optionalText, requiredString } from "~/schemas/common";

// The whole request may be 3 MB (server/guards.ts); the HTML alone stays under that.
const CONTENT_MAX = 2_900_000;

/** product.md §5: readTime is a number of minutes, at least 1; anything non-numeric becomes 0 (invalid). */
export const readTimeField = z.preprocess(
  (v) => {
    if (typeof v === "number") return v;
    if (typeof v === "string" && /^\s*\d+(\.\d+)?\s*$/.test(v)) return Number(v);
    return 0;
  },
  z
    .number()
    .int("Read time must be a whole number of minutes")
    .min(1, "Read time must be at least 1 minute")
    .max(600, "Read time must be at most 600 minutes"),
);

/**
 * An http(s) URL, an uploaded image (`/media/{hash}.{ext}`) or an allowed data image (stored as a
 * media file on save); empty becomes null (product.md §5).
 */
export const imageUrlField = z
  .string()
  .trim()
  .max(MAX_DATA_IMAGE_BYTES * 2, "Image is too large")
  .nullish()
  .transform((v) => (v ? v : null))
  .superRefine((v, ctx) => {
    if (v === null) return;
    if (isDataUrl(v)) {
      const check = checkDataImage(v);
      if (!check.ok)
        ctx.addIssue({
          code: "custom",
          message:
            check.reason === "size"
              ? `Image must be at most ${megabytes(MAX_DATA_IMAGE_BYTES)}`
              : "Image must be a PNG, JPEG, GIF or WebP data URL",
        });
      return;
    }
    if (MEDIA_PATH.test(v)) return;
    if (v.length > 2000 || !/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v)) {
      ctx.addIssue({ code: "custom", message: "Image URL must start with http:// or https://" });
    }
  });

/** Tags are trimmed, non-empty and unique (product.md §5); the editor enforces the same on entry. */
export const tagsField = z
  .array(z.string().max(50, "Each tag must be at most 50 characters"), {
    error: "Tags must be a list of text",
  })
  .max(30, "At most 30 tags")
  .default([])
  .transform((tags) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))]);

export const contentField = z
  .string({ error: "Content must be text" })
  .max(CONTENT_MAX, "Content is too large")
  .default("")
  .superRefine((html, ctx) => {
    // Oversized inserted images are refused rather than silently dropped by the sanitizer.
    for (const src of dataImageSources(html)) {
      const check = checkDataImage(src);
      if (!check.ok && check.reason === "size") {
        ctx.addIssue({
          code: "custom",
          message: `Each inserted image must be at most ${megabytes(MAX_DATA_IMAGE_BYTES)}; use a smaller image`,
        });
        return;
      }
    }
  });

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * What the editor's "Scheduled" choice reads as when its time is left empty (postFromForm): not a
 * time, and not "none" either (that would publish the post now). JSON cannot carry it.
 */
export const NO_TIME_CHOSEN = Symbol("no publish time chosen");

/**
 * When a published post becomes public: an ISO instant with its offset, or a wall-clock time
 * ("2026-11-24T09:00", what the editor's field gives) read in the site's time zone; empty is null.
 */
export const publishAtField = z.preprocess(
  (v, ctx) => {
    if (v !== NO_TIME_CHOSEN) return v;
    ctx.addIssue({ code: "custom", message: "Choose when to publish", input: v });
    return z.NEVER;
  },
  z
    .string({ error: "Publish time must be a date and time" })
    .trim()
    .max(40, "Publish time must be a date and time")
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const at = ISO_INSTANT.test(v) ? new Date(v) : fromSiteLocal(v);
      if (!at || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 9999) {
        ctx.addIssue({ code: "custom", message: "Publish time must be a date and time" });
        return z.NEVER;
      }
      return at;
    }),
);

/** A blog post as the editor sends it (POST and PUT /api/blog-posts). */
export const blogPostSchema = z.object({
  title: requiredString("Title")
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters"),
  slug: requiredString("Slug")
    .trim()
    .min(1, "Slug is required")
    .max(120, "Slug must be at most 120 characters")
    .regex(SLUG_PATTERN, "Slug may contain only lowercase letters, digits and single hyphens"),
  excerpt: requiredString("Excerpt")
    .trim()
    .min(1, "Excerpt is required")
    .max(500, "Excerpt must be at most 500 characters"),
  content: contentField,
  readTime: readTimeField,
  category: z.enum(BLOG_CATEGORIES, { error: "Choose one of the four categories" }),
  tags: tagsField,
  imageUrl: imageUrlField,
  altText: optionalText("Alt text", 300),
  seoTitle: optionalText("SEO title", SEO_TITLE_MAX),
  seoDescription: optionalText("SEO description", SEO_DESCRIPTION_MAX),
  published: z.boolean({ error: "Published must be true or false" }).default(true),
  /** With `published`: a future time schedules the post; none publishes it now (or keeps its date). */
  publishAt: publishAtField,
});

export type BlogPostData = z.output<typeof blogPostSchema>;

/** How the editor's publishing choice is made: now, at a time (scheduled), or not (draft). */
export const PUBLISH_MODES = ["now", "schedule", "draft"] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

/**
 * How the editor's form text reads as a post (decision 0068; every field is text, one entry per
 * tag): the Published / Scheduled / Draft choice becomes `published`, and its time counts only when
 * scheduled (where an empty one is NO_TIME_CHOSEN). No rule of its own: `blogPostSchema` then checks
 * it, in the browser and in the view's action alike.
 */
export function postFromForm(raw: unknown) {
  if (typeof raw !== "object" || raw === null) return raw;
  const { publishMode, ...form } = raw as Record<string, unknown>;
  const scheduled = publishMode === "schedule";
  return {
    ...form,
    // One tag arrives as text, several as a list, none as nothing.
    tags: form.tags === undefined ? [] : [form.tags].flat(),
    // Any other choice than the three is passed on as it is, for the schema to refuse.
    published: publishMode === "draft" ? false : scheduled || publishMode === "now" ? true : publishMode,
    publishAt: scheduled ? form.publishAt || NO_TIME_CHOSEN : null,
  };
}

/** PATCH /api/blog-posts/{id}/publish */
export const publishSchema = z.object({
  published: z.boolean({ error: "Published must be true or false" }),
});

/** GET /api/blog-posts?page=&pageSize= (the public list, 20 a page unless asked). */
export const publicPostsQuerySchema = z.object({
  page: listFields.page,
  pageSize: listFields.pageSize.unwrap().default(20),
});

export const ADMIN_POST_STATUSES = ["published", "scheduled", "draft"] as const;

/** GET /api/admin/blog-posts?page=&pageSize=&q=&status=&category= (the admin list, 50 a page). */
export const adminPostsQuerySchema = z.object({
  ...listFields,
  status: z
    .enum(ADMIN_POST_STATUSES, { error: `Status must be one of: ${ADMIN_POST_STATUSES.join(", ")}` })
    .optional(),
  category: z.enum(BLOG_CATEGORIES, { error: "Choose one of the four categories" }).optional(),
});
