import { promisify } from "node:util";
import zlib from "node:zlib";

const deflateRaw = promisify(zlib.deflateRaw);

/**
 * A text compressed once whose gzip body is assembled per response with a different short value
 * (the CSP nonce) between its pieces, without compressing anything per response
 * (docs/decisions/0073-cached-pages-compressed-once.md).
 *
 * Each piece is a raw deflate stream of its own ending with a sync flush: byte-aligned and with no
 * back-reference into another piece, so pieces can be laid side by side. A response writes the gzip
 * header, the pieces with its value between them as stored (uncompressed) deflate blocks, a final
 * empty block, then the CRC-32 and the length (RFC 1952). The CRC-32 of the whole is combined from
 * each piece's, taken once, and the value's, so no response reads the text.
 */
export type SplicedGzip = {
  texts: Buffer[];
  textLength: number;
  pieces: Buffer[];
  crcs: number[];
  /** Per piece, what advancing a CRC over its length multiplies by (see crcCombine). */
  shifts: number[];
};

export async function compressPieces(texts: Buffer[]): Promise<SplicedGzip> {
  // CRCs first: Node 20's crc32 reads an empty buffer that has been through zlib as 0.
  const crcs = texts.map((t) => zlib.crc32(t));
  const pieces = await Promise.all(
    texts.map((t) => deflateRaw(t, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH })),
  );
  return {
    texts,
    textLength: texts.reduce((n, t) => n + t.length, 0),
    pieces,
    crcs,
    shifts: texts.map((t) => shiftFor(t.length)),
  };
}

// Magic, deflate, no flags, no time, no extra flags, OS unknown.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A final block of fixed Huffman codes holding only its end code.
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
const STORED_HEADER = 5;
const TRAILER = 8;

/** The text's size with a value of `valueLength` bytes between the pieces (uncompressed). */
export function textLength(g: SplicedGzip, valueLength: number) {
  return g.textLength + (g.texts.length - 1) * valueLength;
}

/** The text itself, its pieces joined by `value` (for a client that takes no gzip). */
export function spliceText(g: SplicedGzip, value: Buffer): Buffer {
  const chunks: Buffer[] = [];
  for (const [i, text] of g.texts.entries()) chunks.push(...(i > 0 ? [value, text] : [text]));
  return Buffer.concat(chunks, textLength(g, value.length));
}

/** The gzip body's size with a value of `valueLength` bytes between the pieces (for HEAD and Content-Length). */
export function splicedLength(g: SplicedGzip, valueLength: number) {
  const joins = g.pieces.length - 1;
  const pieces = g.pieces.reduce((n, p) => n + p.length, 0);
  return HEADER.length + pieces + joins * (STORED_HEADER + valueLength) + LAST_BLOCK.length + TRAILER;
}

/** The gzip body of the pieces joined by `value` (at most 65,535 bytes: one stored block). */
export function spliceGzip(g: SplicedGzip, value: Buffer): Buffer {
  if (value.length > 0xffff) throw new RangeError("spliceGzip: the value must fit one stored block");
  const stored = Buffer.allocUnsafe(STORED_HEADER);
  stored[0] = 0; // not final, stored; the rest of the byte is padding (the pieces end byte-aligned)
  stored.writeUInt16LE(value.length, 1);
  stored.writeUInt16LE(~value.length & 0xffff, 3);
  const chunks: Buffer[] = [HEADER];
  const valueCrc = zlib.crc32(value);
  const valueShift = shiftFor(value.length);
  let crc = 0;
  for (let i = 0; i < g.pieces.length; i++) {
    if (i > 0) {
      chunks.push(stored, value);
      crc = multModP(valueShift, crc) ^ valueCrc;
    }
    chunks.push(g.pieces[i]);
    crc = multModP(g.shifts[i], crc) ^ g.crcs[i];
  }
  const trailer = Buffer.allocUnsafe(TRAILER);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(textLength(g, value.length) >>> 0, 4);
  chunks.push(LAST_BLOCK, trailer);
  return Buffer.concat(chunks, splicedLength(g, value.length));
}

// CRC-32 combination as zlib's crc32_combine does it: crc(A + B) = crc(A) · x^(8·len(B)) + crc(B)
// in GF(2)[x] modulo the CRC polynomial (bit-reflected, as the CRC registers are).
const POLY = 0xedb88320;

/** a(x)·b(x) modulo the polynomial; a must not be 0. */
function multModP(a: number, b: number) {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) for k = 0..31. */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++, p = multModP(p, p)) X2N.push(p);

/** x^(8·bytes): what a CRC is multiplied by when `bytes` more bytes follow. */
function shiftFor(bytes: number) {
  let p = 0x80000000; // x^0
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k % 32], p);
  return p;
}
