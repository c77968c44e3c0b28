import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { buttonVariants } from "~/components/ui/button";
import { blogCopy, categoryLabel } from "~/content/blog";
import { site } from "~/content/site";
import { isoDateTime, shortDate } from "~/utils/dates";

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: number;
  /** When it became public. */
  publishedAt: Date | string;
};

/** A published post in the list: category, title, excerpt, author, date and the way in. */
export function PostCard({ post }: { post: PostCardData }) {
  const href = `/blog/${post.slug}`;
  return (
    <Card className="flex h-full flex-col p-6">
      <div className="flex items-center justify-between gap-2 text-xs text-muted">
        <Badge>{categoryLabel(post.category)}</Badge>
        <span>{post.readTime} min read</span>
      </div>
      <h2 className="mt-4 text-xl font-bold leading-snug text-ink">
        <Link to={href} className="hover:text-brand-700">
          {post.title}
        </Link>
      </h2>
      <p className="mt-3 line-clamp-3 flex-1 text-muted">{post.excerpt}</p>
      <p className="mt-5 text-sm text-muted">
        <span className="font-medium text-ink">{site.guide.name}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={isoDateTime(post.publishedAt)}>{shortDate(post.publishedAt)}</time>
      </p>
      <Link to={href} className={buttonVariants({ variant: "outline", className: "mt-5 w-full" })}>
        {blogCopy.readArticle}
        <span className="sr-only">: {post.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}

/** A placeholder card while a client-side load is pending (product.md §2: six by default). */
export function PostCardSkeleton() {
  return (
    <Card aria-hidden="true" className="flex h-full animate-pulse flex-col p-6">
      <div className="h-5 w-32 rounded-full bg-slate-200" />
      <div className="mt-4 h-6 w-5/6 rounded bg-slate-200" />
      <div className="mt-2 h-6 w-2/3 rounded bg-slate-200" />
      <div className="mt-4 h-4 w-full rounded bg-slate-100" />
      <div className="mt-2 h-4 w-full rounded bg-slate-100" />
      <div className="mt-2 h-4 w-3/4 rounded bg-slate-100" />
      <div className="mt-6 h-4 w-40 rounded bg-slate-100" />
      <div className="mt-5 h-11 w-full rounded-md bg-slate-200" />
    </Card>
  );
}

export const SKELETON_COUNT = 6;
