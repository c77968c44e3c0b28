import type { Route } from "./+types/sequences.$id";
import { apiWrite, byId, refusalResponse } from "~/admin/write.server";
import {
  deleteSequence,
  SEQUENCE_NOT_FOUND,
  sequenceWithStats,
  updateSequence,
} from "~/features/sequences/sequences.server";
import { endpoint, jsonError } from "~/utils/http.server";
import { isRefused } from "~/utils/refusal";

/** GET /api/admin/sequences/{id} (admin): the sequence with its `stats`. */
const read = async ({ params }: Route.LoaderArgs) => {
  const id = byId(SEQUENCE_NOT_FOUND).safeParse(params);
  if (!id.success) return jsonError(404, SEQUENCE_NOT_FOUND);
  const sequence = await sequenceWithStats(id.data.id);
  return isRefused(sequence) ? refusalResponse(sequence.refused) : Response.json(sequence);
};

/** PUT and DELETE /api/admin/sequences/{id} (admin, product.md §10.12). */
export const action = endpoint({
  GET: read,
  PUT: apiWrite(updateSequence),
  DELETE: apiWrite(deleteSequence),
});
export const loader = action;
