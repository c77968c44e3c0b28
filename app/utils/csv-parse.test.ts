import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv-parse";

describe("parseCsv", () => {
  it("reads quoted fields, escaped quotes, CRLF and line breaks inside quotes, with start lines", () => {
    const text = '\ufeffemail,name\r\n"a@x.com","Doe, ""Jo"""\r\n\r\nb@x.com,"two\nlines"\nc@x.com,';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["email", "name"] },
      { line: 2, fields: ["a@x.com", 'Doe, "Jo"'] },
      { line: 4, fields: ["b@x.com", "two\nlines"] },
      { line: 6, fields: ["c@x.com", ""] },
    ]);
  });
});
