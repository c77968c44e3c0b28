import type { Route } from "./+types/blog-posts.$id.publish";
import { apiWrite } from "~/admin/write.server";
import { publishBlogPost } from "~/features/blog/writes.server";
import { byMethod, methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["PATCH"]);

/** PATCH /api/admin/blog-posts/{id}/publish { published } (admin); product.md §7's /api/blog-posts/{id}/publish too. */
export const action = byMethod<Route.ActionArgs>({ PATCH: apiWrite(publishBlogPost) });
