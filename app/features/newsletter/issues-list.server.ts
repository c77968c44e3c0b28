import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterIssues } from "~/db/schema";
import { batchesOf, contains, cursorAt, newest, pageOf, total, type List } from "~/services/lists.server";
import type { IssueListQuery } from "./admin-schema";
import type { IssueRow } from "./issues-list";

/** Every issue, newest first; the body and audience stay in the issue's own view. */
const issues: List<IssueListQuery> = {
  rows: () =>
    db()
      .select({
        id: newsletterIssues.id,
        subject: newsletterIssues.subject,
        status: newsletterIssues.status,
        sendAt: newsletterIssues.sendAt,
        recipients: newsletterIssues.recipients,
        postId: newsletterIssues.postId,
        createdAt: newsletterIssues.createdAt,
        finishedAt: newsletterIssues.finishedAt,
        cursorAt: cursorAt(newsletterIssues.createdAt),
      })
      .from(newsletterIssues)
      .$dynamic(),
  count: () => db().select(total).from(newsletterIssues).$dynamic(),
  order: () => newest(newsletterIssues.createdAt, newsletterIssues.id),
  where: (q) =>
    and(contains(q.q, [newsletterIssues.subject]), q.status && eq(newsletterIssues.status, q.status)),
};

export const listIssues = (q: IssueListQuery) => pageOf<IssueListQuery, IssueRow>(issues, q);
export const issueBatches = (q: IssueListQuery) => batchesOf<IssueListQuery, IssueRow>(issues, q);
