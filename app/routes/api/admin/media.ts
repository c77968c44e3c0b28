import { adminOf } from "~/admin/access.server";
import type { Route } from "./+types/media";
import { IMAGE_TOO_LARGE, storeImage } from "~/services/media.server";
import { byMethod, jsonError, methodNotAllowed } from "~/utils/http.server";
import { MAX_MEDIA_BYTES } from "~/utils/media";

export const loader = () => methodNotAllowed(["POST"]);

const SEND_A_FILE = 'Send the image as multipart/form-data in a field named "file".';

/**
 * POST /api/admin/media (admin), multipart with one image in `file`: stores it (deduplicated by
 * content) and answers { url, width, height }. The type comes from the bytes, never from the file's
 * name or Content-Type. The platform's Request.formData() parses the body (the edge has already
 * capped its size, server/guards.ts).
 */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? ""))
      return jsonError(415, SEND_A_FILE);
    let file: FormDataEntryValue | null;
    try {
      file = (await request.formData()).get("file");
    } catch {
      return jsonError(400, SEND_A_FILE);
    }
    if (!(file instanceof File) || file.size === 0) return jsonError(400, SEND_A_FILE);
    if (file.size > MAX_MEDIA_BYTES) return jsonError(413, IMAGE_TOO_LARGE);
    const stored = await storeImage(Buffer.from(await file.arrayBuffer()), adminOf(context).adminUserId);
    if (!stored.ok) return jsonError(stored.status, stored.error);
    const { url, width, height, created } = stored;
    return Response.json({ url, width, height }, { status: created ? 201 : 200 });
  },
});
