/** The fields the library's search and filters look at. */
export type Filterable = {
  title: string;
  description: string;
  tags: string[];
  category: string;
  level: string;
};

export type ResourceFilters = { query: string; category: string; level: string };

export const ALL = "all";

/**
 * product.md §5 library search: a case-insensitive match on title, description and tags, combined with the
 * category and level filters ("all" lets everything through).
 */
export function filterResources<T extends Filterable>(rows: readonly T[], f: ResourceFilters): T[] {
  const q = f.query.trim().toLowerCase();
  return rows.filter((r) => {
    if (f.category !== ALL && r.category !== f.category) return false;
    if (f.level !== ALL && r.level !== f.level) return false;
    if (!q) return true;
    return (
      r.title.toLowerCase().includes(q) ||
      r.description.toLowerCase().includes(q) ||
      r.tags.some((t) => t.toLowerCase().includes(q))
    );
  });
}

/** The distinct values of one field, sorted, for a filter's options. */
export function distinct<T>(rows: readonly T[], pick: (row: T) => string): string[] {
  return [...new Set(rows.map(pick))].sort((a, b) => a.localeCompare(b));
}
