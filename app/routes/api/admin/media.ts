import type { Route } from "./+types/media";
import { apiWrite } from "~/admin/write.server";
import { uploadMedia } from "~/features/blog/media-upload.server";
import { byMethod, methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/admin/media (admin), multipart with one image in `file`: stores it, answers { url, width, height }. */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(uploadMedia) });
