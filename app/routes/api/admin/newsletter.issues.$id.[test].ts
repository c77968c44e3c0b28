import { apiWrite } from "~/admin/write.server";
import { testIssue } from "~/features/newsletter/issue-writes.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/newsletter/issues/{id}/test (admin): `{ to }`, one copy through the outbox (202). */
export const action = endpoint({ POST: apiWrite(testIssue) });
export const loader = action;
