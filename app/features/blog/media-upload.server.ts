import { defineWrite } from "~/admin/write.server";
import { IMAGE_TOO_LARGE, storeImage } from "~/services/media.server";
import { MAX_MEDIA_BYTES } from "~/utils/media";
import { isRefused, refuse } from "~/utils/refusal";

const SEND_A_FILE = 'Send the image as multipart/form-data in a field named "file".';

/** The image of a multipart body's `file` field, or why not. */
async function postedImage(request: Request) {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? ""))
    return refuse(415, SEND_A_FILE);
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return refuse(400, SEND_A_FILE);
  }
  if (!(file instanceof File) || file.size === 0) return refuse(400, SEND_A_FILE);
  if (file.size > MAX_MEDIA_BYTES) return refuse(413, IMAGE_TOO_LARGE);
  return Buffer.from(await file.arrayBuffer());
}

/**
 * POST /api/admin/media, the editor's image upload: one image in a multipart body's `file` (no JSON
 * body, so no `input`), stored deduplicated by content; answers { url, width, height }, 201 when
 * its bytes were new. The type comes from the bytes, never from the file's name or Content-Type. The
 * platform's Request.formData() parses the body (the edge has already capped its size,
 * server/guards.ts).
 */
export const uploadMedia = defineWrite({
  run: async ({ request, adminId }) => {
    const bytes = await postedImage(request);
    if (isRefused(bytes)) return bytes;
    const stored = await storeImage(bytes, adminId);
    if (isRefused(stored)) return stored;
    const { url, width, height, created } = stored;
    return Response.json({ url, width, height }, { status: created ? 201 : 200 });
  },
});
