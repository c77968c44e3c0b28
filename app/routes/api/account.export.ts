import { clientApi } from "~/features/account/api.server";
import { ownDataFile } from "~/features/account/files.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/account/export: everything held about the client, as a JSON file. */
export const action = endpoint({ GET: clientApi(({ personId }) => ownDataFile(personId)) });
export const loader = action;
