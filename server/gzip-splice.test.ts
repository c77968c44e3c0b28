import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressPieces, spliceGzip, splicedLength, spliceText, textLength } from "./gzip-splice";

const split = (text: string, mark: string) => text.split(mark).map((p) => Buffer.from(p));

describe("gzip splicing", () => {
  it("gunzips to the pieces joined by the value, for each value", async () => {
    // Repetitive pieces (long back-references), multi-byte text, an empty first and last piece.
    const text = `NONCE<head>${"<p>Cash is a fact — ünïcode</p>".repeat(4000)}NONCE<b>x</b>NONCENONCE`;
    const pieces = await compressPieces(split(text, "NONCE"));
    for (const value of ["abcdefghijklmnopqrstuv==", "Zm9vYmFyYmF6cXV4cXV1eA=="]) {
      const body = spliceGzip(pieces, Buffer.from(value));
      expect(body.length).toBe(splicedLength(pieces, value.length));
      expect(gunzipSync(body).toString()).toBe(text.replaceAll("NONCE", value));
      const plain = spliceText(pieces, Buffer.from(value));
      expect(plain.toString()).toBe(text.replaceAll("NONCE", value));
      expect(plain.length).toBe(textLength(pieces, value.length));
    }
  });

  it("works for a text with no value in it and for a long value", async () => {
    const one = await compressPieces([Buffer.from("<p>only</p>")]);
    expect(gunzipSync(spliceGzip(one, Buffer.from("unused"))).toString()).toBe("<p>only</p>");
    const two = await compressPieces(split("a|b", "|"));
    const long = "v".repeat(65_535);
    expect(gunzipSync(spliceGzip(two, Buffer.from(long))).toString()).toBe(`a${long}b`);
    expect(() => spliceGzip(two, Buffer.from(`${long}v`))).toThrow(RangeError);
  });

  it("compresses: a repetitive page shrinks to a small part of its size", async () => {
    const text = `<html>${"<li class='item'>Budget line</li>".repeat(3000)}NONCE</html>`;
    const body = spliceGzip(await compressPieces(split(text, "NONCE")), Buffer.from("n".repeat(24)));
    expect(body.length).toBeLessThan(text.length / 20);
  });
});
