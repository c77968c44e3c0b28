import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, toCsv } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line1\nline2", '"line1\nline2"'],
    ["cr\rlf", '"cr\rlf"'],
    ["", ""],
  ])("quotes %j as RFC 4180 requires", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1+2", "'+1+2"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tTAB", "'\tTAB"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
  ])("neutralises the formula in %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("leaves a formula character inside the text alone", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("user@example.com")).toBe("user@example.com");
  });

  it("writes numbers, booleans, dates and empty values", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(40)).toBe("40");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2025-07-30T12:00:00Z"))).toBe("2025-07-30T12:00:00.000Z");
  });
});

describe("toCsv", () => {
  it("joins a header and rows with CRLF and ends with one", () => {
    expect(
      toCsv(
        ["Name", "Note"],
        [
          ["Ann", "x,y"],
          ["Bob", "=1"],
        ],
      ),
    ).toBe('Name,Note\r\nAnn,"x,y"\r\nBob,\'=1\r\n');
  });
});

describe("csvFileName", () => {
  it("dates the file", () => {
    expect(csvFileName("outbox", new Date("2025-01-15T10:00:00Z"))).toBe("outbox-2025-01-15.csv");
  });
});
