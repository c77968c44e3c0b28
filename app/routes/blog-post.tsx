import { href, Link, data, isRouteErrorResponse, redirect } from "react-router";
import { ArrowLeft, Clock } from "~/components/ui/icons";
import type { Route } from "./+types/blog-post";
import { Badge } from "~/components/ui/badge";
import { ConsultationCta } from "~/features/blog/consultation-cta";
import { PostContent } from "~/features/blog/post-content";
import { PostNotFound } from "~/features/blog/post-not-found";
import { blogCopy, categoryLabel } from "~/content/blog";
import { site } from "~/content/site";
import { getPublishedBySlug } from "~/features/blog/posts.server";
import { featuredImageOf } from "~/services/media.server";
import { isoDateTime, longDate } from "~/utils/dates";
import { env } from "~/utils/env.server";
import { MEDIA_PATH, POST_IMAGE_SIZES, mediaSrcSet } from "~/utils/media";
import { pageMeta } from "~/content/seo";

export async function loader({ params }: Route.LoaderArgs) {
  const found = await getPublishedBySlug(params.slug);
  // A renamed post keeps its old links working (and its search ranking) with a permanent redirect.
  if (found && "redirectTo" in found) throw redirect(href("/blog/:slug", { slug: found.redirectTo }), 301);
  if (!found) throw data({ error: blogCopy.notFoundText }, { status: 404 });
  // An uploaded featured image has a known size: the page offers its resized widths.
  const featured = await featuredImageOf(found.post.imageUrl);
  return { post: found.post, featured, origin: env().SITE_URL };
}

/** Web URLs and uploaded images (made absolute by pageMeta) can be shared in link previews. */
const shareableImage = (url: string | null) =>
  url && (/^https?:\/\//.test(url) || MEDIA_PATH.test(url)) ? url : undefined;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: `${blogCopy.notFoundTitle} | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { post, origin } = loaderData;
  const path = `/blog/${post.slug}`;
  const title = post.seoTitle || post.title;
  const description = post.seoDescription || post.excerpt;
  const image = shareableImage(post.imageUrl);
  return pageMeta({
    title,
    description,
    path,
    origin,
    image,
    imageAlt: image ? (post.altText ?? undefined) : undefined,
    type: "article",
    jsonLd: {
      "@type": "BlogPosting",
      headline: post.title,
      description,
      datePublished: isoDateTime(post.publishAt ?? post.createdAt),
      dateModified: isoDateTime(post.updatedAt),
      author: { "@type": "Person", name: site.guide.name, jobTitle: site.guide.title },
      publisher: { "@type": "Organization", name: site.name, url: origin },
      mainEntityOfPage: new URL(path, origin).toString(),
      articleSection: categoryLabel(post.category),
      keywords: post.tags.length ? post.tags.join(", ") : undefined,
      ...(image ? { image: new URL(image, origin).toString() } : {}),
    },
  });
}

export default function BlogPost({ loaderData: { post, featured } }: Route.ComponentProps) {
  return (
    <main id="main" className="px-4 py-10 sm:py-14">
      <article className="mx-auto max-w-3xl">
        <Link
          to={href("/blog")}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {blogCopy.backToBlog}
        </Link>
        {post.imageUrl ? (
          // Fixed dimensions and aspect ratio reserve the space before the image arrives (no layout shift).
          <img
            src={post.imageUrl}
            srcSet={featured ? mediaSrcSet(featured.src, featured.width) : undefined}
            sizes={featured ? POST_IMAGE_SIZES : undefined}
            alt={post.altText ?? ""}
            width={featured?.width ?? 1200}
            height={featured?.height ?? 630}
            fetchPriority="high"
            className="mt-6 aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover"
          />
        ) : null}
        <header className="mt-8">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <Badge>{categoryLabel(post.category)}</Badge>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {post.readTime} min read
            </span>
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-sm text-muted">
            By <span className="font-semibold text-ink">{site.guide.name}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={isoDateTime(post.publishAt ?? post.createdAt)}>
              {longDate(post.publishAt ?? post.createdAt)}
            </time>
          </p>
          <p className="mt-6 text-xl leading-relaxed text-slate-700">{post.excerpt}</p>
        </header>
        <PostContent html={post.content} className="mt-8 border-t border-slate-200 pt-4" />
        <ConsultationCta />
      </article>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PostNotFound />;
  throw error;
}
