import { clientApi } from "~/features/account/api.server";
import { askErasure, erasureAskedAt } from "~/features/account/actions.server";
import { endpoint } from "~/utils/http.server";

/** GET: when the client asked to be erased (or null); POST: asks (the owner confirms). */
export const action = endpoint({
  GET: clientApi(async ({ personId }) => ({ requestedAt: await erasureAskedAt(personId) })),
  POST: clientApi(({ personId }) => askErasure(personId)),
});
export const loader = action;
