import type { CsvCell } from "~/utils/csv";
import { capitalized, describeAttribution, formatDateTime, isoDate, type DateLike } from "./format";

// An admin list's columns, free of React: the screen (app/components/admin/list-view.tsx, which adds
// how a cell looks) and the CSV the server streams (./responses.server.ts) read the same definition.

export type Column<T> = {
  header: string;
  /** The cell as text: what the CSV holds and the screen shows, unless the view renders it otherwise. */
  value: (row: T) => CsvCell;
  /** The cell as the screen reads it, where that is not the CSV's text (a date in local time). */
  text?: (row: T) => string;
  className?: string;
};

/** A date: sortable ISO in the CSV, the site's time zone on screen (./format.ts). */
export const dateColumn = <T>(header: string, date: (row: T) => DateLike, className?: string): Column<T> => ({
  header,
  value: (row) => isoDate(date(row)),
  text: (row) => formatDateTime(date(row)),
  className,
});

/** A list's columns: those on screen, then extra ones for the CSV only. */
export type ListColumns<T> = { columns: Column<T>[]; exportColumns: Column<T>[] };

/**
 * What an admin list says of itself beside its columns, kept with them in its feature's list.ts: its
 * name, its CSV and its empty states. A view spreads it into ListView (`<ListView {...outboxList} …>`).
 */
export type ListLabels = {
  /** Names the list: the table caption, the search label and the pages' navigation. */
  title: string;
  /** The list's JSON endpoint, which streams the CSV of every matching row (`format=csv`); none: no export. */
  csvPath?: string;
  emptyMessage: string;
  /** Shown when the search or filters leave nothing (default: "Nothing matches …"). */
  noMatchMessage?: string;
};

/** A choice of a list filter, or of a stored code: its value and the label a person reads. */
export type Choice = readonly [value: string, label: string];

/** The label of a stored code (the code itself when it is not one of the choices, e.g. a typed 'Other'). */
export const labelIn = (choices: readonly Choice[], value: string | null | undefined) =>
  value ? (choices.find(([v]) => v === value)?.[1] ?? value) : "";

/** The choices of codes that read as themselves, capitalized (a status "sent" reads "Sent"). */
export const capitalizedChoices = (codes: readonly string[]): Choice[] =>
  codes.map((c) => [c, capitalized(c)]);

export const attributionColumn = {
  header: "Attribution",
  value: (r: { attribution: Record<string, string | undefined> | null }) =>
    describeAttribution(r.attribution),
};

/** Who sent a form, as they typed it. */
type Sender = { name: string; email: string; company: string | null; role: string | null };

/** The sender, as the list of what they sent opens: name (in bold), e-mail, company and role. */
export const senderColumns: Column<Sender>[] = [
  { header: "Name", value: (r) => r.name, className: "font-medium" },
  { header: "Email", value: (r) => r.email },
  { header: "Company", value: (r) => r.company },
  { header: "Role", value: (r) => r.role },
];
