import { apiRead } from "~/admin/read.server";
import { apiWrite } from "~/admin/write.server";
import { deletePack, PACK_NOT_FOUND, readPack, updatePack } from "~/features/coaching/packs.server";
import { endpoint } from "~/utils/http.server";

/** GET, PUT (every field) and DELETE (a pack with no orders) /api/admin/packs/{id} (product.md §10.16). */
export const action = endpoint({
  GET: apiRead(PACK_NOT_FOUND, ({ id }) => readPack(id)),
  PUT: apiWrite(updatePack),
  DELETE: apiWrite(deletePack),
});
export const loader = action;
