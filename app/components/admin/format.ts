import { ApiError } from "~/utils/api-client";
import { dateTime } from "~/utils/dates";

/** Dates in the admin lists: in the site's time zone, as on the public pages (app/utils/dates.ts). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? "" : dateTime(d);
}

/** For search and CSV: an unambiguous, sortable form. */
export function isoDate(value: string | null | undefined): string {
  if (!value) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString();
}

/** The `attribution` object of a lead as one line ("landing /blog · referrer … · utm_source linkedin"). */
export function describeAttribution(a: Record<string, string | undefined> | null | undefined): string {
  if (!a) return "";
  return Object.entries(a)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k === "landingPage" ? "landing" : k} ${v}`)
    .join(" · ");
}

/** What a failed call says to the admin: the server's message, else a hint to retry. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : "Please try again.";
}
