/**
 * CSV export for the admin lists: RFC 4180 quoting (fields holding a comma, quote or line break are
 * quoted, quotes doubled, lines end in CRLF), and text cells that a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or carriage return) are prefixed with a quote (OWASP).
 */
export type CsvCell = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "string") text = FORMULA_START.test(value) ? `'${value}` : value;
  // Numbers and booleans cannot carry a formula; a negative number stays a number.
  else text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV lines, each ending in CRLF (a streamed file is written a batch of lines at a time). */
export function csvLines(rows: CsvCell[][]): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return csvLines([header, ...rows]);
}

/** A file name like "newsletter-subscribers-2025-07-30.csv". */
export function csvFileName(base: string, now = new Date()) {
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}
