import { z } from "zod";
import { BLOG_CATEGORIES, MAX_DATA_IMAGE_BYTES, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/content/blog";
import { checkDataImage, dataImageSources, isDataUrl, megabytes } from "~/utils/data-image";
import { MEDIA_PATH } from "~/utils/media";
import { SLUG_PATTERN } from "~/utils/slug";
import { requiredString } from "./common";

// The whole request may be 3 MB (server/guards.ts); the HTML alone stays under that.
const CONTENT_MAX = 2_900_000;

/** Optional text: trimmed, at most `max`, and an empty value is stored as null. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** SPEC §5: readTime is a number of minutes, at least 1; anything non-numeric becomes 0 (invalid). */
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
 * media file on save); empty becomes null (SPEC §5).
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

/** Tags are trimmed, non-empty and unique (SPEC §5); the editor enforces the same on entry. */
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
  altText: optionalText(300, "Alt text"),
  seoTitle: optionalText(SEO_TITLE_MAX, "SEO title"),
  seoDescription: optionalText(SEO_DESCRIPTION_MAX, "SEO description"),
  published: z.boolean({ error: "Published must be true or false" }).default(true),
});

export type BlogPostData = z.output<typeof blogPostSchema>;

/** PATCH /api/blog-posts/{id}/publish */
export const publishSchema = z.object({
  published: z.boolean({ error: "Published must be true or false" }),
});
