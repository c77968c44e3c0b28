import { apiRead } from "~/admin/read.server";
import { apiWrite } from "~/admin/write.server";
import {
  deleteSequence,
  SEQUENCE_NOT_FOUND,
  sequenceWithStats,
  updateSequence,
} from "~/features/sequences/sequences.server";
import { endpoint } from "~/utils/http.server";

/** GET (the sequence with its `stats`), PUT and DELETE /api/admin/sequences/{id} (admin, product.md §10.12). */
export const action = endpoint({
  GET: apiRead(SEQUENCE_NOT_FOUND, ({ id }) => sequenceWithStats(id)),
  PUT: apiWrite(updateSequence),
  DELETE: apiWrite(deleteSequence),
});
export const loader = action;
