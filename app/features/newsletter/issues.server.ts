import { and, eq, inArray, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import {
  blogPosts,
  newsletterClicks,
  newsletterDeliveries,
  newsletterIssues,
  newsletterLinks,
  newsletterSubscribers,
  people,
} from "~/db/schema";
import { newsletterIssueEmail } from "~/features/newsletter/emails/newsletter-issue";
import { sanitizePostHtml } from "~/services/html-sanitizer.server";
import { emailReadyHtml, linksOf } from "~/services/email-html.server";
import { enqueueEmails } from "~/services/outbox.server";
import { visibleAt } from "~/features/blog/posts.server";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { refuse, type Refused } from "~/utils/refusal";

export type Issue = typeof newsletterIssues.$inferSelect;
export type IssueWrite = { subject?: string; preheader?: string; html?: string; personStatuses?: string[] };

export const ISSUE_NOT_FOUND = "Issue not found.";
export const ISSUE_FROZEN = "An issue that is sending or sent cannot be changed.";
export const POST_NOT_PUBLISHED = "Only a published post can be sent as a newsletter.";

/** Sending or sent: frozen (product.md §10.10). */
const frozen = (issue: Issue) => issue.status === "sending" || issue.status === "sent";

export const postUrl = (slug: string) => new URL(`/blog/${slug}`, env().SITE_URL).toString();

export async function getIssue(id: number): Promise<Issue | undefined> {
  const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return row;
}

/**
 * A new draft: written, or from a published post (its title, excerpt and content; the e-mail links to
 * the post). The body is sanitized like a post's.
 */
export async function insertIssue(input: {
  subject?: string;
  preheader?: string;
  html?: string;
  postId?: number;
}): Promise<Issue | Refused> {
  let fromPost: { title: string; excerpt: string; content: string } | undefined;
  if (input.postId !== undefined) {
    [fromPost] = await db()
      .select({ title: blogPosts.title, excerpt: blogPosts.excerpt, content: blogPosts.content })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, input.postId), visibleAt(new Date(nowMs()))));
    if (!fromPost) return refuse(404, POST_NOT_PUBLISHED, { field: "postId" });
  }
  const [row] = await db()
    .insert(newsletterIssues)
    .values({
      subject: input.subject ?? fromPost!.title,
      preheader: input.preheader ?? fromPost?.excerpt ?? "",
      html: sanitizePostHtml(input.html ?? fromPost?.content ?? ""),
      postId: input.postId ?? null,
    })
    .returning();
  return row;
}

/** Changes a draft or a scheduled issue; a sending or sent one is refused (409). */
export async function changeIssue(id: number, input: IssueWrite): Promise<Issue | Refused> {
  return db().transaction(async (tx) => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!issue) return refuse(404, ISSUE_NOT_FOUND);
    if (frozen(issue)) return refuse(409, ISSUE_FROZEN);
    const [row] = await tx
      .update(newsletterIssues)
      .set({
        ...input,
        ...(input.html !== undefined ? { html: sanitizePostHtml(input.html) } : {}),
        updatedAt: new Date(nowMs()),
      })
      .where(eq(newsletterIssues.id, id))
      .returning();
    return row;
  });
}

export async function removeIssue(id: number): Promise<{ ok: true } | Refused> {
  return db().transaction(async (tx) => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!issue) return refuse(404, ISSUE_NOT_FOUND);
    if (frozen(issue)) return refuse(409, ISSUE_FROZEN);
    await tx.delete(newsletterIssues).where(eq(newsletterIssues.id, id));
    return { ok: true as const };
  });
}

/** Who an issue goes to: every confirmed subscriber, optionally only people of some lead statuses. */
function audienceWhere(personStatuses: string[]) {
  return and(
    eq(newsletterSubscribers.state, "confirmed"),
    personStatuses.length > 0 ? inArray(people.status, personStatuses) : undefined,
  );
}

/** How many the issue would reach now (the view shows it before the owner confirms the send). */
export async function audienceCount(personStatuses: string[]): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .innerJoin(people, eq(people.id, newsletterSubscribers.personId))
    .where(audienceWhere(personStatuses));
  return row.n;
}

/** The e-mail of an issue as a recipient gets it, with `unsubscribeUrl`; links as given. */
export async function renderIssue(
  issue: Issue,
  unsubscribeUrl: string,
  body = emailReadyHtml(issue.html, env().SITE_URL),
) {
  let link: string | undefined;
  if (issue.postId) {
    const [post] = await db()
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.id, issue.postId));
    if (post) link = postUrl(post.slug);
  }
  return newsletterIssueEmail({
    subject: issue.subject,
    preheader: issue.preheader,
    bodyHtml: body,
    postUrl: link,
    unsubscribeUrl,
  });
}

/** A test copy to any address, through the outbox (it never touches the deliveries or results). */
export async function queueTest(id: number, to: string): Promise<{ ok: true; to: string } | Refused> {
  const issue = await getIssue(id);
  if (!issue) return refuse(404, ISSUE_NOT_FOUND);
  const mail = await renderIssue(issue, new URL("/unsubscribe", env().SITE_URL).toString());
  await enqueueEmails(db(), { kind: "newsletter-test", to, ...mail, subject: `[Test] ${mail.subject}` });
  return { ok: true, to };
}

/**
 * Sends now, or schedules for `sendAt` (due by the shared clock, app/utils/clock.server.ts). Now means:
 * the deliveries are written in this request, one transaction (startSending).
 */
export async function sendOrSchedule(id: number, sendAt?: Date): Promise<Issue | Refused> {
  const now = nowMs();
  if (sendAt && sendAt.getTime() > now) {
    return db().transaction(async (tx) => {
      const [issue] = await tx
        .select()
        .from(newsletterIssues)
        .where(eq(newsletterIssues.id, id))
        .for("update");
      if (!issue) return refuse(404, ISSUE_NOT_FOUND);
      if (frozen(issue)) return refuse(409, ISSUE_FROZEN);
      const [row] = await tx
        .update(newsletterIssues)
        .set({ status: "scheduled", sendAt, updatedAt: new Date(now) })
        .where(eq(newsletterIssues.id, id))
        .returning();
      return row;
    });
  }
  return db().transaction((tx) => startSending(tx, id));
}

/**
 * Freezes the issue and writes one delivery per recipient, in one transaction: every confirmed
 * subscriber at this moment (narrowed by person status), unique per issue and subscriber, so a second
 * start writes nothing. The body's links are recorded: the click redirect follows only these.
 */
export async function startSending(tx: DbOrTx, id: number): Promise<Issue | Refused> {
  const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
  if (!issue) return refuse(404, ISSUE_NOT_FOUND);
  if (frozen(issue)) return refuse(409, ISSUE_FROZEN);
  const now = new Date(nowMs());
  const links = linksOf(emailReadyHtml(issue.html, env().SITE_URL));
  if (links.length > 0)
    await tx
      .insert(newsletterLinks)
      .values(links.map((url) => ({ issueId: id, url })))
      .onConflictDoNothing();
  const statuses = issue.personStatuses;
  const narrowed = statuses.length > 0 ? sql`and p.status in ${statuses}` : sql``;
  const inserted = await tx.execute(sql`
    insert into newsletter_deliveries (issue_id, subscriber_id, person_id, email, next_attempt_at)
    select ${id}, s.id, s.person_id, s.email, ${now.toISOString()}::timestamptz
    from newsletter_subscribers s join people p on p.id = s.person_id
    where s.state = 'confirmed' ${narrowed}
    on conflict do nothing
    returning id`);
  const recipients = (inserted as unknown as { rows: unknown[] }).rows.length;
  const [row] = await tx
    .update(newsletterIssues)
    .set({ status: "sending", recipients, startedAt: now, sendAt: issue.sendAt ?? now, updatedAt: now })
    .where(eq(newsletterIssues.id, id))
    .returning();
  return row;
}

/** Starts every scheduled issue whose time has come (the delivery job, each tick; any instance). */
export async function startDueIssues() {
  const now = new Date(nowMs());
  await db().transaction(async (tx) => {
    const due = await tx
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(
        and(
          eq(newsletterIssues.status, "scheduled"),
          sql`${newsletterIssues.sendAt} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .for("update", { skipLocked: true });
    for (const { id } of due) await startSending(tx, id);
  });
}

/** Per issue (product.md §10.10): recipients, sent, failed, suppressed, unsubscribed by it, clicks per link. */
export async function issueResults(id: number) {
  const [counts] = await db()
    .select({
      sent: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'failed')::int`,
      skipped: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'skipped')::int`,
      pending: sql<number>`count(*) filter (where ${newsletterDeliveries.status} in ('queued', 'sending'))::int`,
    })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.issueId, id));
  const [suppressed] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .where(and(eq(newsletterDeliveries.issueId, id), eq(newsletterSubscribers.state, "suppressed")));
  const [unsubscribed] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribedIssueId, id));
  const clicks = await db()
    .select({
      url: newsletterLinks.url,
      clicks: sql<number>`count(${newsletterClicks.id})::int`,
      readers: sql<number>`count(distinct ${newsletterClicks.deliveryId})::int`,
    })
    .from(newsletterLinks)
    .leftJoin(newsletterClicks, eq(newsletterClicks.linkId, newsletterLinks.id))
    .where(eq(newsletterLinks.issueId, id))
    .groupBy(newsletterLinks.id, newsletterLinks.url)
    .orderBy(newsletterLinks.id);
  return {
    sent: counts.sent,
    failed: counts.failed,
    skipped: counts.skipped,
    pending: counts.pending,
    suppressed: suppressed.n,
    unsubscribed: unsubscribed.n,
    clicks,
  };
}

/** An issue with its results, as GET /api/admin/newsletter/issues/{id} answers. */
export async function issueWithResults(id: number) {
  const issue = await getIssue(id);
  if (!issue) return refuse(404, ISSUE_NOT_FOUND);
  return { ...issue, ...(await issueResults(id)) };
}
