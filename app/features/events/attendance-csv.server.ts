import { registrationStatuses } from "~/features/events/list";
import { refuse, type Refused } from "~/utils/refusal";

/** RFC 4180 rows: quoted cells (with "" for a quote), commas and line breaks inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const src = text.replace(/^\uFEFF/, "");
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") endCell();
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRow();
    } else cell += c;
  }
  if (cell !== "" || row.length) endRow();
  return rows.filter((r) => r.some((v) => v.trim() !== ""));
}

const statusByWord = new Map<string, string>(
  registrationStatuses.flatMap(([code, label]) => [
    [code, code],
    [label.toLowerCase(), code],
  ]),
);

export type AttendanceRow = { line: number; email: string; status: string };

/**
 * The attendance CSV (product.md §10.9): the registrations CSV edited and sent back, or any file
 * with an `email` column and a `status` column (attended / no_show, or the labels "Attended" /
 * "No-show"). A file it cannot use is refused (400) with the reason.
 */
export function readAttendanceCsv(text: string): { rows: AttendanceRow[] } | Refused {
  const [header, ...body] = parseCsv(text);
  if (!header) return refuse(400, "The file is empty.");
  const names = header.map((h) => h.trim().toLowerCase());
  const email = names.indexOf("email");
  // The export has both "status" (the code) and "Status" (the label): the first one wins.
  const status = names.indexOf("status");
  if (email < 0 || status < 0) return refuse(400, "The file needs an email column and a status column.");
  const rows: AttendanceRow[] = [];
  for (const [i, r] of body.entries()) {
    const code = statusByWord.get((r[status] ?? "").trim().toLowerCase());
    if (!code) return refuse(400, `Line ${i + 2}: unknown status "${r[status] ?? ""}".`);
    rows.push({ line: i + 2, email: (r[email] ?? "").trim(), status: code });
  }
  if (rows.length > 10_000) return refuse(400, "At most 10,000 rows per file.");
  return { rows };
}
