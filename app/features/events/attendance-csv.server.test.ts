import { describe, expect, it } from "vitest";
import { readAttendanceCsv } from "./attendance-csv.server";

describe("the attendance CSV", () => {
  it("reads the registrations export back (BOM, quotes, codes or labels)", () => {
    const csv =
      '\uFEFFName,email,status,Status\r\n"Lee, Ann",ann@example.com,attended,Attended\r\nBob,bob@example.com,No-show,\r\n';
    expect(readAttendanceCsv(csv)).toEqual({
      rows: [
        { line: 2, email: "ann@example.com", status: "attended" },
        { line: 3, email: "bob@example.com", status: "no_show" },
      ],
    });
  });
  it("refuses a file without its columns or with an unknown status, naming the line", () => {
    expect(readAttendanceCsv("a,b\n1,2")).toEqual({
      refused: { status: 400, message: "The file needs an email column and a status column." },
    });
    expect(readAttendanceCsv("email,status\nx@example.com,maybe")).toEqual({
      refused: { status: 400, message: 'Line 2: unknown status "maybe".' },
    });
    expect(readAttendanceCsv("\n")).toEqual({ refused: { status: 400, message: "The file is empty." } });
  });
});
