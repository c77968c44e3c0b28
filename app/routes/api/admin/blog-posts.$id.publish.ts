import { apiWrite } from "~/admin/write.server";
import { publishBlogPost } from "~/features/blog/writes.server";
import { endpoint } from "~/utils/http.server";

/** PATCH /api/admin/blog-posts/{id}/publish { published } (admin); product.md §7's /api/blog-posts/{id}/publish too. */
export const action = endpoint({ PATCH: apiWrite(publishBlogPost) });
export const loader = action;
