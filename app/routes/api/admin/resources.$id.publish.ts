import type { Route } from "./+types/resources.$id.publish";
import { apiWrite } from "~/admin/write.server";
import { publishResource } from "~/features/resources/writes.server";
import { byMethod, methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["PATCH"]);

/** PATCH /api/admin/resources/{id}/publish { published } (admin). */
export const action = byMethod<Route.ActionArgs>({ PATCH: apiWrite(publishResource) });
