/**
 * Uploaded images (decision 0060): their URLs, the fixed widths they are resized to, and the srcset a page
 * gives the browser. Shared by the server (sanitizer, routes) and the editor.
 */

/** Largest upload accepted by POST /api/admin/media. */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

/** The raster types accepted, by file extension (SVG is refused: it can carry script). */
export const MEDIA_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
} as const;
export type MediaExt = keyof typeof MEDIA_TYPES;

/** The widths `GET /media/{file}?w=` resizes to; any other value is refused (400). */
export const MEDIA_WIDTHS = [480, 960, 1440] as const;

/** `/media/{sha256}.{ext}`: the only form of a media URL. */
export const MEDIA_PATH = /^\/media\/([0-9a-f]{64})\.(jpg|png|gif|webp|avif)$/;

export const mediaPath = (id: string, ext: MediaExt) => `/media/${id}.${ext}`;

/**
 * The srcset of a media image `width` pixels wide: each fixed width below it, then the original.
 * Undefined when the image is no wider than the smallest width (nothing smaller to offer).
 */
export function mediaSrcSet(src: string, width: number): string | undefined {
  const smaller = MEDIA_WIDTHS.filter((w) => w < width);
  if (smaller.length === 0) return undefined;
  return [...smaller.map((w) => `${src}?w=${w} ${w}w`), `${src} ${width}w`].join(", ");
}

/** Post images are at most the article column (max-w-3xl, 768 px) wide, less the page padding below it. */
export const POST_IMAGE_SIZES = "(min-width: 800px) 768px, calc(100vw - 2rem)";
