import { apiWrite } from "~/admin/write.server";
import { publishResource } from "~/features/resources/writes.server";
import { endpoint } from "~/utils/http.server";

/** PATCH /api/admin/resources/{id}/publish { published } (admin). */
export const action = endpoint({ PATCH: apiWrite(publishResource) });
export const loader = action;
