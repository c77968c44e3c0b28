import { listAll } from "~/services/blog-posts.server";

/** GET /api/admin/blog-posts: every post, drafts included (admin). */
export async function loader() {
  return Response.json(await listAll());
}
