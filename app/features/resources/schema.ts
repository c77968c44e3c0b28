import { z } from "zod";
import { optionalText, optionalUrl, requiredText } from "~/schemas/common";
import { listQuerySchema } from "~/schemas/admin-lists";

/** The Resource Library's option sets (product.md §3), shared by the admin form, the API and the public filters. */
export const RESOURCE_CATEGORIES = [
  "Financial Intelligence",
  "Leadership",
  "Strategy",
  "Communication",
] as const;
export const RESOURCE_TYPES = ["PDF", "PowerPoint", "Excel", "Video"] as const;
export const RESOURCE_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
/** lucide-react icon names a resource card may show. */
export const RESOURCE_ICONS = [
  "FileText",
  "Presentation",
  "Calculator",
  "Video",
  "BarChart3",
  "BookOpen",
  "FileSpreadsheet",
  "PieChart",
  "TrendingUp",
  "Target",
  "Users",
  "Lightbulb",
] as const;

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` });

/** A resource as the admin creates or replaces it (POST and PUT /api/admin/resources). */
export const resourceSchema = z.object({
  title: requiredText("Title", 200),
  description: requiredText("Description", 2000),
  category: choice("Category", RESOURCE_CATEGORIES),
  type: choice("Type", RESOURCE_TYPES),
  difficulty: choice("Difficulty", RESOURCE_DIFFICULTIES),
  format: requiredText("Format", 100),
  downloadUrl: optionalUrl("Download URL"),
  // Tags are trimmed; empty ones and repeats (any letter case) are dropped.
  tags: z
    .array(
      z.string({ error: "Each tag must be text" }).trim().max(50, "Each tag must be at most 50 characters"),
      {
        error: "Tags must be a list",
      },
    )
    .max(20, "At most 20 tags")
    .default([])
    .transform((tags) => {
      const seen = new Set<string>();
      return tags.filter((t) => t !== "" && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
    }),
  pages: z
    .number({ error: "Pages must be a number" })
    .int("Pages must be a whole number")
    .min(1, "Pages must be at least 1")
    .max(5000, "Pages must be at most 5000")
    .nullish()
    .transform((v) => v ?? null),
  duration: optionalText("Duration", 50),
  featured: z.boolean({ error: "Featured must be true or false" }).default(false),
  published: z.boolean({ error: "Published must be true or false" }).default(true),
  iconName: choice("Icon", RESOURCE_ICONS).default("FileText"),
});

export type ResourceData = z.output<typeof resourceSchema>;

/**
 * How the admin dialog's form text reads as a resource (every field is text): tags come
 * comma-separated, a blank page count is none, and a checkbox is "on" when ticked and absent when
 * not. No rule of its own: `resourceSchema` then checks it, in the browser and on the server.
 */
export function resourceFromForm(raw: unknown) {
  if (typeof raw !== "object" || raw === null) return raw;
  const form = raw as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const pages = text(form.pages).trim();
  return {
    ...form,
    tags: text(form.tags).split(","),
    pages: pages === "" ? null : Number(pages),
    featured: form.featured === "on",
    published: form.published === "on",
  };
}

/** GET /api/admin/resources: search in title, category, type, difficulty, format and tags. */
export const resourceListQuerySchema = listQuerySchema;
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;
