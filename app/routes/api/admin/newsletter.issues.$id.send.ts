import type { Route } from "./+types/newsletter.issues.$id.send";
import { apiWrite } from "~/admin/write.server";
import { sendIssue } from "~/features/newsletter/issue-writes.server";
import { byMethod, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/admin/newsletter/issues/{id}/send (admin): `{ sendAt? }`: now, or scheduled for later. */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(sendIssue) });
