import { and, eq } from "drizzle-orm";
import { newsletterIssues } from "~/db/schema";
import { contains, tableList } from "~/services/lists.server";
import type { IssueListQuery } from "./admin-schema";
import type { IssueRow } from "./issues-list";

/** Every issue, newest first; the body and audience stay in the issue's own view. */
export const { page: listIssues, batches: issueBatches } = tableList<IssueListQuery, IssueRow>(
  newsletterIssues,
  {
    columns: {
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      status: newsletterIssues.status,
      sendAt: newsletterIssues.sendAt,
      recipients: newsletterIssues.recipients,
      postId: newsletterIssues.postId,
      createdAt: newsletterIssues.createdAt,
      finishedAt: newsletterIssues.finishedAt,
    },
    where: (q) =>
      and(contains(q.q, [newsletterIssues.subject]), q.status && eq(newsletterIssues.status, q.status)),
  },
);
