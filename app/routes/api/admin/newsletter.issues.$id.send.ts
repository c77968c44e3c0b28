import { apiWrite } from "~/admin/write.server";
import { sendIssue } from "~/features/newsletter/issue-writes.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/newsletter/issues/{id}/send (admin): `{ sendAt? }`: now, or scheduled for later. */
export const action = endpoint({ POST: apiWrite(sendIssue) });
export const loader = action;
