import type { Route } from "./+types/people.$id.follow-up";
import { apiWrite } from "~/admin/write.server";
import { changeFollowUp } from "~/features/people/writes.server";
import { byMethod, methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["PUT"]);

/** PUT /api/admin/people/{id}/follow-up { followUpAt: "YYYY-MM-DD" | null } (admin). */
export const action = byMethod<Route.ActionArgs>({ PUT: apiWrite(changeFollowUp) });
