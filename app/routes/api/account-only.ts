import { requireClient } from "~/features/account/gates.server";

/**
 * The client's API layout of app/routes.ts (docs/product/account.md): every route nested under it
 * needs a client session for every method (401 JSON without), checked before any loader or action.
 */
export const middleware = [requireClient()];
