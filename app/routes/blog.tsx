import { Link, data, useNavigation } from "react-router";
import { Info } from "~/components/ui/icons";
import type { Route } from "./+types/blog";
import { BlogFilters } from "~/features/blog/blog-filters";
import { ComingSoonPanel, NoArticlesFound } from "~/features/blog/blog-empty-states";
import { PostCard, PostCardSkeleton, SKELETON_COUNT } from "~/features/blog/post-card";
import { LazyNewsletterForm } from "~/features/newsletter/lazy-newsletter-form";
import { BLOG_CATEGORIES, blogCopy, type BlogCategory } from "~/content/blog";
import { site } from "~/content/site";
import { searchPublished } from "~/features/blog/posts.server";
import { env } from "~/utils/env.server";
import { absoluteUrl, pageMeta } from "~/content/seo";

const isCategory = (v: string): v is BlogCategory => (BLOG_CATEGORIES as readonly string[]).includes(v);

/** Posts on one page of the list. */
export const BLOG_PAGE_SIZE = 12;

/** The list URL for these filters and page (page 1 has no ?page=: one URL per page). */
export function blogListPath(f: { q?: string; category?: string; page?: number }) {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.category) params.set("category", f.category);
  if (f.page && f.page > 1) params.set("page", String(f.page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

const notFoundPage = () => data({ error: "There is no such page of articles." }, { status: 404 });

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const rawCategory = params.get("category") ?? "";
  const category = isCategory(rawCategory) ? rawCategory : "";
  // ?page= that is not a whole number from 1, or past the last page, is a page that does not exist.
  const rawPage = params.get("page");
  if (rawPage !== null && !/^[1-9]\d{0,5}$/.test(rawPage)) throw notFoundPage();
  const page = rawPage === null ? 1 : Number(rawPage);
  const listing = await searchPublished({
    q,
    category: category || undefined,
    page,
    pageSize: BLOG_PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil(listing.matching / BLOG_PAGE_SIZE));
  if (page > pageCount) throw notFoundPage();
  return {
    // Cards need only these fields: the list stays small however long the posts are.
    posts: listing.posts.map(({ id, slug, title, excerpt, category, readTime, publishAt, createdAt }) => ({
      id,
      slug,
      title,
      excerpt,
      category,
      readTime,
      publishedAt: publishAt ?? createdAt,
    })),
    matching: listing.matching,
    total: listing.total,
    categories: listing.categories,
    q,
    category,
    page,
    pageCount,
    origin: env().SITE_URL,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page ?? 1;
  const tags = pageMeta({
    title: `Blog: Financial Leadership Insights${page > 1 ? ` (page ${page})` : ""} | ${site.name}`,
    description: blogCopy.listIntro,
    path: loaderData ? blogListPath(loaderData) : "/blog",
    origin: loaderData?.origin,
  });
  if (!loaderData) return tags;
  const near = (rel: "prev" | "next", to: number) => ({
    tagName: "link" as const,
    rel,
    href: absoluteUrl(blogListPath({ ...loaderData, page: to }), loaderData.origin),
  });
  if (page > 1) tags.push(near("prev", page - 1));
  if (page < loaderData.pageCount) tags.push(near("next", page + 1));
  return tags;
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} Blog`, href: "/blog/rss.xml" },
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, matching, total, categories, q, category, page, pageCount } = loaderData;
  const navigation = useNavigation();
  // A filter change fetches the list again: show placeholders rather than stale cards.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  const nothingPublished = total === 0;
  const options = category && !categories.includes(category) ? [...categories, category].sort() : categories;

  return (
    <main id="main">
      {nothingPublished ? (
        <div
          role="note"
          className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm text-amber-900"
        >
          <Info aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
          {blogCopy.comingSoonBanner}
        </div>
      ) : null}

      <section className="bg-brand-50 px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[1fr_26rem] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Blog</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {blogCopy.listTitle}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-muted">{blogCopy.listIntro}</p>
          </div>
          {/* While nothing is published the Coming Soon panel carries the signup: one form per page. */}
          {nothingPublished ? null : (
            <LazyNewsletterForm
              heading={blogCopy.newsletterTitle}
              className="rounded-xl bg-white p-6 shadow-sm"
            />
          )}
        </div>
      </section>

      <div className="px-4 py-10">
        <div className="mx-auto max-w-6xl">
          {nothingPublished ? (
            <ComingSoonPanel
              signup={
                <LazyNewsletterForm
                  heading={blogCopy.newsletterTitle}
                  headingLevel="h3"
                  className="mx-auto mt-6 max-w-md text-left"
                />
              }
            />
          ) : (
            <>
              <BlogFilters q={q} category={category} categories={options} />
              <p role="status" className="mt-6 text-sm text-muted">
                {loading ? "Loading articles…" : `${matching} of ${total} articles`}
              </p>
              {loading ? (
                <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                    <PostCardSkeleton key={i} />
                  ))}
                </div>
              ) : posts.length === 0 ? (
                <NoArticlesFound q={q} category={category} />
              ) : (
                <>
                  <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {posts.map((post) => (
                      <li key={post.id}>
                        <PostCard post={post} />
                      </li>
                    ))}
                  </ul>
                  <BlogPagination q={q} category={category} page={page} pageCount={pageCount} />
                </>
              )}
            </>
          )}
        </div>
      </div>
    </main>
  );
}

/** Previous / next and "Page N of M": real links, so every page can be reached without JavaScript. */
function BlogPagination({
  q,
  category,
  page,
  pageCount,
}: {
  q: string;
  category: string;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const link =
    "rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-ink hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return (
    <nav aria-label="Pages of articles" className="mt-10 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link rel="prev" to={blogListPath({ q, category, page: page - 1 })} className={link}>
          ← Newer articles
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link rel="next" to={blogListPath({ q, category, page: page + 1 })} className={link}>
          Older articles →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
