/**
 * product.md §4: the slug the editor derives from a title in create mode: lowercase; strip characters
 * other than letters, digits, spaces and hyphens; spaces to hyphens; collapse repeated hyphens.
 * Accented letters keep their base letter (é → e) and edge hyphens go, so a derived slug is one
 * the slug schema accepts.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Lowercase letters and digits in hyphen-separated groups: what a stored slug may be. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
