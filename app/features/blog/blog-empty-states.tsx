import type { ReactNode } from "react";
import { Form } from "react-router";
import { Newspaper, SearchX } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { blogCopy } from "~/content/blog";

/**
 * Nothing published yet (product.md §2: the Coming Soon panel with signup). The signup is the page's
 * to place (the newsletter's form): the blog does not depend on the newsletter.
 */
export function ComingSoonPanel({ signup }: { signup: ReactNode }) {
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto max-w-2xl rounded-2xl border border-brand-100 bg-brand-50 p-8 text-center"
    >
      <Newspaper aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h2 id="coming-soon-title" className="mt-4 text-2xl font-bold text-ink">
        {blogCopy.comingSoonTitle}
      </h2>
      <p className="mt-3 text-muted">{blogCopy.comingSoonText}</p>
      {signup}
    </section>
  );
}

/**
 * A search or category that matches nothing. Each button is a GET form so it works before the page
 * is interactive: 'Clear Search' keeps the category, 'View All Categories' keeps the search text.
 */
export function NoArticlesFound({ q, category }: { q: string; category: string }) {
  return (
    <section aria-labelledby="no-articles-title" className="mx-auto max-w-xl py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h2 id="no-articles-title" className="mt-4 text-2xl font-bold text-ink">
        {blogCopy.noResultsTitle}
      </h2>
      <p className="mt-3 text-muted">{blogCopy.noResultsText}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Form method="get" preventScrollReset replace>
          {category ? <input type="hidden" name="category" value={category} /> : null}
          <Button type="submit" variant="outline" className="w-full">
            {blogCopy.clearSearch}
          </Button>
        </Form>
        <Form method="get" preventScrollReset replace>
          {q ? <input type="hidden" name="q" value={q} /> : null}
          <Button type="submit" className="w-full">
            {blogCopy.viewAllCategories}
          </Button>
        </Form>
      </div>
    </section>
  );
}
