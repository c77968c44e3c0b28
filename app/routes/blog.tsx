import { useNavigation } from "react-router";
import { Info } from "lucide-react";
import type { Route } from "./+types/blog";
import { BlogFilters } from "~/components/blog/blog-filters";
import { ComingSoonPanel, NoArticlesFound } from "~/components/blog/blog-empty-states";
import { PostCard, PostCardSkeleton, SKELETON_COUNT } from "~/components/blog/post-card";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { BLOG_CATEGORIES, blogCopy, type BlogCategory } from "~/content/blog";
import { site } from "~/content/site";
import { searchPublished } from "~/services/blog-posts.server";
import { env } from "~/utils/env.server";
import { pageMeta } from "~/utils/seo";

const isCategory = (v: string): v is BlogCategory => (BLOG_CATEGORIES as readonly string[]).includes(v);

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const rawCategory = params.get("category") ?? "";
  const category = isCategory(rawCategory) ? rawCategory : "";
  const { posts, total, categories } = await searchPublished({ q, category: category || undefined });
  return {
    // Cards need only these fields: the list stays small however long the posts are.
    posts: posts.map(({ id, slug, title, excerpt, category, readTime, createdAt }) => ({
      id,
      slug,
      title,
      excerpt,
      category,
      readTime,
      createdAt,
    })),
    total,
    categories,
    q,
    category,
    origin: env().SITE_URL,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `Blog: Financial Leadership Insights | ${site.name}`,
    description: blogCopy.listIntro,
    path: "/blog",
    origin: loaderData?.origin,
  });
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} Blog`, href: "/blog/rss.xml" },
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, total, categories, q, category } = loaderData;
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
            <NewsletterForm
              heading={blogCopy.newsletterTitle}
              className="rounded-xl bg-white p-6 shadow-sm"
            />
          )}
        </div>
      </section>

      <div className="px-4 py-10">
        <div className="mx-auto max-w-6xl">
          {nothingPublished ? (
            <ComingSoonPanel />
          ) : (
            <>
              <BlogFilters q={q} category={category} categories={options} />
              <p role="status" className="mt-6 text-sm text-muted">
                {loading ? "Loading articles…" : `${posts.length} of ${total} articles`}
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
                <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {posts.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
    </main>
  );
}
