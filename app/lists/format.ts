import { dateTime } from "~/utils/dates";

/** A date as the loaders hand it (a Date) or as JSON carries it (ISO text). */
export type DateLike = Date | string | null | undefined;

const toDate = (value: DateLike) => {
  if (!value) return undefined;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

/** Dates in the admin lists: in the site's time zone, as on the public pages (app/utils/dates.ts). */
export function formatDateTime(value: DateLike): string {
  const d = toDate(value);
  return d ? dateTime(d) : "";
}

/** For search and CSV: an unambiguous, sortable form. */
export function isoDate(value: DateLike): string {
  return toDate(value)?.toISOString() ?? "";
}

/** The `attribution` object of a lead as one line ("landing /blog · referrer … · utm_source linkedin"). */
export function describeAttribution(a: Record<string, string | undefined> | null | undefined): string {
  if (!a) return "";
  return Object.entries(a)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k === "landingPage" ? "landing" : k} ${v}`)
    .join(" · ");
}

/** A code as a label: its first letter in capitals ("pending" reads "Pending"). */
export const capitalized = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);
