/**
 * Reads CSV (RFC 4180: quoted fields may hold commas, quotes as "" and line breaks; CRLF or LF) into
 * records, each with the line of the file it starts on, so an import's report can name it. Blank
 * lines are skipped. A quote left open runs to the end of the file and ends the last record.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // a spreadsheet's byte-order mark
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0].trim() !== "") records.push({ line: start, fields });
    fields = [];
    field = "";
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === '"' && field === "") quoted = true;
    else if (c === ",") {
      fields.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && input[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else field += c;
  }
  if (field !== "" || fields.length > 0) endRecord();
  return records;
}
