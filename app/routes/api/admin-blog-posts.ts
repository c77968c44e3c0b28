import type { Route } from "./+types/admin-blog-posts";
import { listAll } from "~/services/blog-posts.server";
import { adminRoute } from "~/utils/admin-route.server";

/** GET /api/admin/blog-posts: every post, drafts included (admin). */
export const loader = adminRoute<Route.LoaderArgs>(async () => Response.json(await listAll()));
