import { and, desc, eq, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { adminUsers, blogPostRevisions } from "~/db/schema";
import { getPost, type BlogPost } from "~/features/blog/posts.server";
import { isRefused, refuse, type Refused } from "~/utils/refusal";

// A post's earlier versions (decision 0057): each save that changes its text keeps the version it
// replaces, the last REVISIONS_KEPT of them.

/** How many earlier versions of a post are kept. */
export const REVISIONS_KEPT = 50;
export const REVISION_NOT_FOUND = "Revision not found.";

/** The fields a revision keeps: the post's text, not its publishing state. */
export const REVISIONED = [
  "title",
  "slug",
  "excerpt",
  "content",
  "category",
  "readTime",
  "imageUrl",
  "altText",
  "tags",
  "seoTitle",
  "seoDescription",
] as const;
export type Revisioned = Pick<BlogPost, (typeof REVISIONED)[number]>;

export const versionOf = (post: Revisioned) =>
  Object.fromEntries(REVISIONED.map((k) => [k, post[k]])) as Revisioned;

const sameVersion = (a: Revisioned, b: Revisioned) =>
  REVISIONED.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

/** Keeps `current` as a revision of the post `saved` replaced (none when its text is unchanged). */
export async function keepRevision(tx: Tx, current: BlogPost, saved: BlogPost) {
  if (sameVersion(current, saved)) return;
  const postId = current.id;
  await tx
    .insert(blogPostRevisions)
    .values({ ...versionOf(current), postId, savedBy: current.updatedBy, savedAt: current.updatedAt });
  await tx.execute(sql`delete from ${blogPostRevisions}
    where ${blogPostRevisions.postId} = ${postId} and ${blogPostRevisions.id} <= (
      select ${blogPostRevisions.id} from ${blogPostRevisions} where ${blogPostRevisions.postId} = ${postId}
      order by ${blogPostRevisions.id} desc offset ${REVISIONS_KEPT} limit 1)`);
}

export type RevisionSummary = {
  id: number;
  title: string;
  slug: string;
  savedAt: Date;
  savedBy: string | null;
};
export type Revision = Revisioned & RevisionSummary & { postId: number };

const revisionColumns = {
  id: blogPostRevisions.id,
  postId: blogPostRevisions.postId,
  title: blogPostRevisions.title,
  slug: blogPostRevisions.slug,
  savedAt: blogPostRevisions.savedAt,
  savedBy: adminUsers.email,
};

/** A post's earlier versions, latest first, without their content; a 404 for an unknown post. */
export async function listRevisions(postId: number): Promise<RevisionSummary[] | Refused> {
  const post = await getPost(postId);
  if (isRefused(post)) return post;
  const rows = await db()
    .select(revisionColumns)
    .from(blogPostRevisions)
    .leftJoin(adminUsers, eq(adminUsers.id, blogPostRevisions.savedBy))
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.id));
  return rows.map(({ postId: _p, ...r }) => r);
}

/** One earlier version of a post, in full; a 404 when the post has no such revision. */
export async function getRevision(postId: number, revisionId: number): Promise<Revision | Refused> {
  const [row] = await db()
    .select({
      ...revisionColumns,
      ...Object.fromEntries(REVISIONED.map((k) => [k, blogPostRevisions[k]])),
    } as typeof revisionColumns & { [K in keyof Revisioned]: (typeof blogPostRevisions)[K] })
    .from(blogPostRevisions)
    .leftJoin(adminUsers, eq(adminUsers.id, blogPostRevisions.savedBy))
    .where(and(eq(blogPostRevisions.postId, postId), eq(blogPostRevisions.id, revisionId)))
    .limit(1);
  return row ? (row as Revision) : refuse(404, REVISION_NOT_FOUND);
}
