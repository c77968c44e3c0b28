import { clientApi } from "~/features/account/api.server";
import { accountOverview } from "~/features/account/overview.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/account: the signed-in person's page, section by section (docs/product/account.md). */
export const action = endpoint({ GET: clientApi(({ personId }) => accountOverview(personId)) });
export const loader = action;
