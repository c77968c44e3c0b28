import type { Route } from "./+types/newsletter.issues.$id.[test]";
import { apiWrite } from "~/admin/write.server";
import { testIssue } from "~/features/newsletter/issue-writes.server";
import { byMethod, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/admin/newsletter/issues/{id}/test (admin): `{ to }`, one copy through the outbox (202). */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(testIssue) });
