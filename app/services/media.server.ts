import { createHash } from "node:crypto";
import type SharpFn from "sharp";
import type { Metadata, Sharp } from "sharp";
import { eq, inArray, like, or, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { db } from "~/db/client.server";
import { blogPosts, media } from "~/db/schema";
import { changeContent } from "~/services/content-version.server";
import { imageSources, sanitizePostHtml, type StoredImage } from "~/services/html-sanitizer.server";
import { isDataUrl } from "~/utils/data-image";
import { isRefused, refuse, type Refused } from "~/utils/refusal";
import { MAX_MEDIA_BYTES, MEDIA_PATH, MEDIA_TYPES, mediaPath, type MediaExt } from "~/utils/media";

/**
 * sharp (libvips) is loaded when the first image is stored or resized: loaded at start it held ~20 MB
 * of every server's memory, though most servers never touch an image between restarts.
 */
let sharpModule: Promise<typeof SharpFn> | undefined;
const loadSharp = () => (sharpModule ??= import("sharp").then((m) => m.default));

/** Larger images are refused before they are decoded (a small file can unpack to gigabytes). */
const MAX_PIXELS = 40_000_000;

/** An image as stored (`created`: its bytes were new), or why not (413 too large, 415 not an image). */
export type StoreResult = { url: string; width: number; height: number; created: boolean } | Refused;

export const NOT_AN_IMAGE = "Upload a JPEG, PNG, GIF, WebP or AVIF image.";
export const IMAGE_TOO_LARGE = `Images must be at most ${MAX_MEDIA_BYTES / 1024 / 1024} MB.`;
const TOO_MANY_PIXELS = "The image is too large: at most 40 megapixels.";

/** The type the first bytes announce (magic numbers), before any decoder sees the file. */
function sniff(b: Buffer): MediaExt | undefined {
  if (b.length < 12) return undefined;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpg";
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  const ascii = b.toString("latin1", 0, 12);
  if (ascii.startsWith("GIF87a") || ascii.startsWith("GIF89a")) return "gif";
  if (ascii.startsWith("RIFF") && ascii.slice(8, 12) === "WEBP") return "webp";
  if (ascii.slice(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii.slice(8, 12))) return "avif";
  return undefined;
}

/** sharp's name for each accepted type (AVIF is a HEIF container with AV1 compression). */
const SHARP_FORMAT: Record<MediaExt, string> = {
  jpg: "jpeg",
  png: "png",
  gif: "gif",
  webp: "webp",
  avif: "heif",
};

type Inspected = { ext: MediaExt; bytes: Buffer; width: number; height: number };

/**
 * Checks that `input` is an image of an accepted type, from its bytes only: the magic number and
 * sharp's reading of the header must agree (an SVG or anything else renamed .png fails both).
 * Photos carrying EXIF/XMP/IPTC metadata (a phone's GPS position, for one) are re-encoded without it,
 * turned upright first; other files are kept byte for byte.
 */
async function inspect(input: Buffer): Promise<Inspected | Refused> {
  if (input.length > MAX_MEDIA_BYTES) return refuse(413, IMAGE_TOO_LARGE);
  const ext = sniff(input);
  if (!ext) return refuse(415, NOT_AN_IMAGE);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return refuse(415, NOT_AN_IMAGE);
  }
  if (meta.format !== SHARP_FORMAT[ext] || (ext === "avif" && meta.compression !== "av1"))
    return refuse(415, NOT_AN_IMAGE);
  if (!meta.width || !meta.height) return refuse(415, NOT_AN_IMAGE);
  if (meta.width * (meta.pageHeight ?? meta.height) > MAX_PIXELS) return refuse(413, TOO_MANY_PIXELS);
  let bytes = input;
  if (meta.exif || meta.xmp || meta.iptc) {
    try {
      bytes = await encode(sharp(input, { animated: true, limitInputPixels: MAX_PIXELS }).rotate(), ext, 90);
      meta = await sharp(bytes).metadata();
    } catch {
      return refuse(415, NOT_AN_IMAGE);
    }
  }
  return { ext, bytes, width: meta.width, height: meta.pageHeight ?? meta.height };
}

function encode(image: Sharp, ext: MediaExt, quality: number): Promise<Buffer> {
  switch (ext) {
    case "jpg":
      return image.jpeg({ quality }).toBuffer();
    case "png":
      return image.png().toBuffer();
    case "gif":
      return image.gif().toBuffer();
    case "webp":
      return image.webp({ quality }).toBuffer();
    case "avif":
      // A lower effort than the default keeps a resize under a second; the size cost is small.
      return image.avif({ quality: quality - 30, effort: 2 }).toBuffer();
  }
}

const extOfMime = (mime: string) =>
  (Object.keys(MEDIA_TYPES) as MediaExt[]).find((e) => MEDIA_TYPES[e] === mime) ?? "jpg";

/**
 * Stores an image (POST /api/admin/media, and data-URL images moved out of posts). The same bytes
 * stored twice are one row: the id is their SHA-256.
 */
export async function storeImage(input: Buffer, createdBy: number | null): Promise<StoreResult> {
  const image = await inspect(input);
  if (isRefused(image)) return image;
  const id = createHash("sha256").update(image.bytes).digest("hex");
  const inserted = await db()
    .insert(media)
    .values({
      id,
      mime: MEDIA_TYPES[image.ext],
      width: image.width,
      height: image.height,
      byteSize: image.bytes.length,
      bytes: bytesParam(image.bytes),
      createdBy,
    })
    .onConflictDoNothing()
    .returning({ id: media.id });
  return {
    url: mediaPath(id, image.ext),
    width: image.width,
    height: image.height,
    created: inserted.length > 0,
  };
}

/**
 * Bytes cross to the database as base64 text, decoded and encoded there: PGlite takes about 10 s to
 * insert a 4.8 MB Buffer parameter and 1.9 s to read it back, 1.6 s and 0.3 s this way (measured,
 * docs/decisions/0060-images-as-files.md). PostgreSQL is indifferent.
 */
const bytesParam = (bytes: Buffer) => sql`decode(${bytes.toString("base64")}, 'base64')`;
const bytesColumn = sql<string>`encode(${media.bytes}, 'base64')`;

export type MediaFile = { id: string; mime: string; width: number; bytes: Buffer };

/**
 * Process-wide cache of served files and resized variants: 64 MB, least recently used evicted first,
 * one file at most a quarter of it (so a few big ones cannot flush the rest). lru-cache does the
 * bookkeeping (docs/decisions/0062-media-serving.md, 0083).
 */
const CACHE_BYTES = 64 * 1024 * 1024;
const cache = new LRUCache<string, MediaFile>({
  maxSize: CACHE_BYTES,
  maxEntrySize: CACHE_BYTES / 4,
  sizeCalculation: (file) => file.bytes.length || 1,
});

/** A stored file by id and extension (the extension must be the file's own), or undefined. */
export async function getMedia(id: string, ext: MediaExt): Promise<MediaFile | undefined> {
  const hit = cache.get(id);
  if (hit) return hit.mime === MEDIA_TYPES[ext] ? hit : undefined;
  const [found] = await db()
    .select({ id: media.id, mime: media.mime, width: media.width, base64: bytesColumn })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  if (!found) return undefined;
  // encode() breaks lines every 76 characters; Buffer.from skips them.
  const row = {
    id: found.id,
    mime: found.mime,
    width: found.width,
    bytes: Buffer.from(found.base64, "base64"),
  };
  cache.set(id, row);
  return row.mime === MEDIA_TYPES[ext] ? row : undefined;
}

/**
 * The file resized to `width` pixels wide, in its own format (animations kept), made once and then
 * served from the cache. A width at or above the file's own gives the file itself (never enlarged).
 */
export async function resizedMedia(file: MediaFile, width: number): Promise<MediaFile> {
  if (width >= file.width) return file;
  const key = `${file.id}@${width}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const ext = extOfMime(file.mime);
  const sharp = await loadSharp();
  const bytes = await encode(sharp(file.bytes, { animated: true }).resize({ width }), ext, 80);
  const resized = { ...file, width, bytes };
  cache.set(key, resized);
  return resized;
}

/** Width and height of the media files `urls` name (other URLs are left out). */
async function storedImagesOf(urls: string[]): Promise<Map<string, StoredImage>> {
  const ids = new Map<string, string>();
  for (const url of urls) {
    const m = MEDIA_PATH.exec(url);
    if (m) ids.set(m[1], url);
  }
  const out = new Map<string, StoredImage>();
  if (ids.size === 0) return out;
  const rows = await db()
    .select({ id: media.id, mime: media.mime, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.id, [...ids.keys()]));
  for (const row of rows) {
    const url = ids.get(row.id)!;
    if (url.endsWith(`.${extOfMime(row.mime)}`))
      out.set(url, { src: url, width: row.width, height: row.height });
  }
  return out;
}

/** Stores a data-URL image; undefined when it is not an image we accept. */
async function storeDataUrl(src: string): Promise<StoredImage | undefined> {
  const m = /^data:[^;,]*;base64,([A-Za-z0-9+/]+={0,2})$/.exec(src.trim());
  if (!m) return undefined;
  const stored = await storeImage(Buffer.from(m[1], "base64"), null);
  return isRefused(stored) ? undefined : { src: stored.url, width: stored.width, height: stored.height };
}

/**
 * Post HTML as stored: sanitized, every data-URL image moved to a media file (one that cannot be
 * decoded is dropped, as the sanitizer drops any refused image), and every media image given its
 * width, height, srcset and sizes.
 */
export async function storeContentImages(html: string): Promise<string> {
  const clean = sanitizePostHtml(html);
  const sources = [...new Set(imageSources(clean))];
  const images = await storedImagesOf(sources);
  for (const src of sources.filter(isDataUrl)) {
    const stored = await storeDataUrl(src);
    if (stored) images.set(src, stored);
  }
  const dataLeft = sources.some((src) => isDataUrl(src) && !images.has(src));
  const out = sanitizePostHtml(clean, images);
  // A data image that could not be stored is removed rather than kept inline.
  return dataLeft ? sanitizePostHtml(out.replace(/\ssrc="data:[^"]*"/g, ""), images) : out;
}

/** A featured image as stored: a data URL becomes its media file (null if it is not an image). */
export async function storeImageUrl(url: string | null): Promise<string | null> {
  if (!url || !isDataUrl(url)) return url;
  return (await storeDataUrl(url))?.src ?? null;
}

/** The featured image with its size when it is a media file (for srcset and no layout shift). */
export async function featuredImageOf(url: string | null): Promise<StoredImage | undefined> {
  if (!url) return undefined;
  return (await storedImagesOf([url])).get(url);
}

/**
 * The data migration of decision 0061, run at every start after the schema migrations (idempotent: a post
 * without data images is not touched): data-URL images in posts' content and featured image are moved
 * to media files. The posts' updatedAt stays, as their text did not change. Returns the posts changed.
 */
export async function moveDataImagesToMedia(): Promise<number> {
  const rows = await db()
    .select({ id: blogPosts.id, content: blogPosts.content, imageUrl: blogPosts.imageUrl })
    .from(blogPosts)
    .where(or(like(blogPosts.content, '%src="data:%'), like(blogPosts.imageUrl, "data:%")));
  let changed = 0;
  for (const row of rows) {
    const content = await storeContentImages(row.content);
    const imageUrl = await storeImageUrl(row.imageUrl);
    if (content === row.content && imageUrl === row.imageUrl) continue;
    // Each post on its own raises the content version: cached pages showing it are rendered anew.
    await changeContent(
      (tx) => tx.update(blogPosts).set({ content, imageUrl }).where(eq(blogPosts.id, row.id)),
      () => true,
    );
    changed++;
  }
  return changed;
}
