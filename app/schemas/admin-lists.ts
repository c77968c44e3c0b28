import { z } from "zod";
import "./common";

/**
 * What every list query shares (product.md §7): paging, search and format. Each list's own query
 * schema (its filters) lives in its feature's schema file, built on these fields (docs/conventions.md).
 * Absent or empty parameters mean "any"; a page past the end is an empty page.
 * A page size over 100 is refused (400), not clamped: a client asking for more must learn it gets less.
 * `format=csv` streams every matching row as CSV instead of one page of JSON.
 */
export const LIST_PAGE_SIZE = 50;
export const LIST_MAX_PAGE_SIZE = 100;

/** Paging, search and format fields of every paged list (the admin's and the blog's). */
export const listFields = {
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  page: z.coerce
    .number("Page must be a number")
    .int("Page must be a whole number")
    .min(1, "Page starts at 1")
    .max(100_000, "Page must be at most 100000")
    .default(1),
  pageSize: z.coerce
    .number("Page size must be a number")
    .int("Page size must be a whole number")
    .min(1, "Page size must be at least 1")
    .max(LIST_MAX_PAGE_SIZE, `Page size must be at most ${LIST_MAX_PAGE_SIZE}`)
    .default(LIST_PAGE_SIZE),
  format: z.enum(["json", "csv"], { error: "Format must be json or csv" }).default("json"),
};

/** A list query with only the shared fields (a list that filters by nothing more). */
export const listQuerySchema = z.object(listFields);

export type ListPaging = Pick<z.infer<typeof listQuerySchema>, "page" | "pageSize">;
