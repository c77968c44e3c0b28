import { apiWrite } from "~/admin/write.server";
import { uploadMedia } from "~/features/blog/media-upload.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/media (admin), multipart with one image in `file`: stores it, answers { url, width, height }. */
export const action = endpoint({ POST: apiWrite(uploadMedia) });
export const loader = action;
