/** Each image pasted into a post as a data URL, before the save turns it into a file (product.md §10.1). */
export const MAX_DATA_IMAGE_BYTES = 1.5 * 1024 * 1024;
export const DATA_IMAGE_TYPES = ["png", "jpeg", "gif", "webp"] as const;

/** A base64 raster image data URL of an allowed type (never SVG, which can carry script). */
const DATA_IMAGE = new RegExp(`^data:image/(${DATA_IMAGE_TYPES.join("|")});base64,([A-Za-z0-9+/]+={0,2})$`);

/** Decoded size in bytes of a base64 payload. */
export function base64Bytes(payload: string): number {
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

export type DataImageCheck = { ok: true } | { ok: false; reason: "type" | "size" };

/** Whether `src` is a data image the site accepts: an allowed raster type within the size cap. */
export function checkDataImage(src: string): DataImageCheck {
  const m = DATA_IMAGE.exec(src.trim());
  if (!m) return { ok: false, reason: "type" };
  if (base64Bytes(m[2]) > MAX_DATA_IMAGE_BYTES) return { ok: false, reason: "size" };
  return { ok: true };
}

export const isDataUrl = (src: string) => /^\s*data:/i.test(src);

/** Every data-URL image source found in an HTML string (src attributes only). */
export function dataImageSources(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/src\s*=\s*["']?\s*(data:[^"'\s>]*)/gi)) out.push(m[1]);
  return out;
}

export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
