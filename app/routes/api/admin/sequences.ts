import { apiWrite } from "~/admin/write.server";
import { createSequence, listSequences } from "~/features/sequences/sequences.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/sequences (admin): every sequence, newest first; POST creates one (product.md §10.12). */
export const action = endpoint({
  GET: async () => Response.json(await listSequences()),
  POST: apiWrite(createSequence),
});
export const loader = action;
