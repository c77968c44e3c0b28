import { digestPreview } from "~/features/digest/digest.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/digest/preview (admin): this week's digest so far, { subject, html, text } (product.md §10.13). */
export const loader = endpoint({ GET: async () => Response.json(await digestPreview()) });
export const action = loader;
