import type { Route } from "./+types/media";
import { getMedia, resizedMedia, type MediaFile } from "~/services/media.server";
import { endpoint, jsonError } from "~/utils/http.server";
import { MEDIA_PATH, MEDIA_WIDTHS, type MediaExt } from "~/utils/media";

const WIDTHS = MEDIA_WIDTHS.map(String);

function send(request: Request, file: MediaFile, etag: string): Response {
  const headers = new Headers({
    "Content-Type": file.mime,
    // The URL names the content (its hash), so it can never change.
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  });
  const seen = request.headers
    .get("if-none-match")
    ?.split(",")
    .map((t) => t.trim().replace(/^W\//, ""));
  if (seen?.includes(etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(file.bytes.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(file.bytes), { headers });
}

/**
 * GET /media/{sha256}.{ext}[?w=480|960|1440] (public): an uploaded image, or it resized to one of the
 * fixed widths (any other width is a 400: a fixed set keeps the resized variants few and cached).
 */
export const loader = endpoint<Route.LoaderArgs>({
  GET: async ({ request, params }) => {
    const m = MEDIA_PATH.exec(`/media/${params.file}`);
    if (!m) return jsonError(404, "Image not found.");
    const w = new URL(request.url).searchParams.get("w");
    if (w !== null && !WIDTHS.includes(w))
      return jsonError(400, `Width must be one of ${MEDIA_WIDTHS.join(", ")}.`);
    const file = await getMedia(m[1], m[2] as MediaExt);
    if (!file) return jsonError(404, "Image not found.");
    if (w === null) return send(request, file, `"${file.id}"`);
    const resized = await resizedMedia(file, Number(w));
    return send(request, resized, resized === file ? `"${file.id}"` : `"${file.id}-${w}"`);
  },
});
