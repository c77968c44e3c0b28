import { byId, defineWrite } from "~/admin/write.server";
import {
  issueCreateSchema,
  issueSendFromForm,
  issueSendSchema,
  issueTestSchema,
  issueUpdateFromForm,
  issueUpdateSchema,
} from "./admin-schema";
import {
  changeIssue,
  insertIssue,
  ISSUE_NOT_FOUND,
  queueTest,
  removeIssue,
  sendOrSchedule,
} from "./issues.server";

// The newsletter's issue writes (product.md §10.10), each defined once for its JSON endpoint under
// /api/admin/newsletter/issues and the Issues views' actions (docs/conventions.md).

const oneIssue = byId(ISSUE_NOT_FOUND);

/** POST /api/admin/newsletter/issues, and the Issues view's new issue. */
export const createIssue = defineWrite({
  input: issueCreateSchema,
  creates: true,
  run: ({ input }) => insertIssue(input),
});

/** PUT /api/admin/newsletter/issues/{id}, and the issue view's save; a sending or sent issue is a 409. */
export const updateIssue = defineWrite({
  params: oneIssue,
  input: issueUpdateSchema,
  fromForm: issueUpdateFromForm,
  run: ({ params, input }) => changeIssue(params.id, input),
});

/** DELETE /api/admin/newsletter/issues/{id}, and the issue view's delete. */
export const deleteIssue = defineWrite({
  params: oneIssue,
  run: ({ params }) => removeIssue(params.id),
});

/** POST .../{id}/test `{ to }` (202: queued through the outbox), and the issue view's test. */
export const testIssue = defineWrite({
  params: oneIssue,
  input: issueTestSchema,
  queues: true,
  run: ({ params, input }) => queueTest(params.id, input.to),
});

/**
 * POST .../{id}/send `{ sendAt? }` (no body at all is now), and the issue view's send. Without a time,
 * or with one passed, the deliveries are written now; with a later one the issue is scheduled.
 */
export const sendIssue = defineWrite({
  params: oneIssue,
  input: issueSendSchema,
  fromForm: issueSendFromForm,
  bodyOptional: true,
  run: ({ params, input }) => sendOrSchedule(params.id, input.sendAt ? new Date(input.sendAt) : undefined),
});
