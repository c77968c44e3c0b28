import type { Route } from "./+types/people.$id.status";
import { apiWrite } from "~/admin/write.server";
import { changeStatus } from "~/features/people/writes.server";
import { byMethod, methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["PUT"]);

/** PUT /api/admin/people/{id}/status { status, dealValue?, dealProduct? } (admin). */
export const action = byMethod<Route.ActionArgs>({ PUT: apiWrite(changeStatus) });
