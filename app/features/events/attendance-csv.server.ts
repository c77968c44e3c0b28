import { registrationStatuses } from "~/features/events/registrations-list";

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

/**
 * The attendance CSV (issue 25): the registrations CSV edited and sent back, or any file with an
 * `email` column and a `status` column (attended / no_show, or the labels "Attended" / "No-show").
 */
export function readAttendanceCsv(
  text: string,
): { rows: Array<{ line: number; email: string; status: string }> } | { error: string } {
  const [header, ...body] = parseCsv(text);
  if (!header) return { error: "The file is empty." };
  const names = header.map((h) => h.trim().toLowerCase());
  const email = names.indexOf("email");
  // The export has both "status" (the code) and "Status" (the label): the first one wins.
  const status = names.indexOf("status");
  if (email < 0 || status < 0) return { error: "The file needs an email column and a status column." };
  const rows: Array<{ line: number; email: string; status: string }> = [];
  for (const [i, r] of body.entries()) {
    const code = statusByWord.get((r[status] ?? "").trim().toLowerCase());
    if (!code) return { error: `Line ${i + 2}: unknown status "${r[status] ?? ""}".` };
    rows.push({ line: i + 2, email: (r[email] ?? "").trim(), status: code });
  }
  if (rows.length > 10_000) return { error: "At most 10,000 rows per file." };
  return { rows };
}
