import type { ReactNode } from "react";
import { Form, href, Link } from "react-router";
import { buttonVariants, Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { pageMeta } from "~/content/seo";

type Say = { title: string; text: ReactNode };

/** An unknown unsubscribe link (the newsletter's, the follow-up sequences'): the same words. */
export const UNKNOWN_UNSUBSCRIBE_LINK = {
  title: "Unsubscribe link not found",
  before: "This unsubscribe link is not valid. If you keep receiving e-mails you don't want, write to",
  after: " and we'll remove you.",
};

/** A link page's meta: its title with the site's name, and out of search engines (a token is personal). */
export const linkPageMeta = (title: string, description: string, path: string) =>
  pageMeta({ title: `${title} | ${site.name}`, description, path, noindex: true });

/**
 * The page an e-mail's link opens (confirm a subscription, unsubscribe, cancel a place): GET only
 * shows the button, since mail scanners open every link and a GET must change nothing (product.md
 * §10.10); the button is a plain POST form, working before hydration. Then it says it is done, or
 * that the link is unknown, with the address to write to.
 */
export function LinkPage<D extends { state: "confirm" | "done"; token: string }>({
  page,
  path,
  unknown,
  confirm,
  done,
}: {
  /** The route's loader and action data. */
  page: { loaderData: D | { state: "unknown" }; actionData?: { state: "unknown" | "done" } };
  /** The page's own path: the button posts back to it with the token. */
  path: string;
  /** What to say of an unknown link: `before` the site's address, then `after` it. */
  unknown: { title: string; before: string; after: string };
  /** The question and the button, from what the loader found; `query` adds to the POST's URL. */
  confirm: (found: D) => Say & { button: string; query?: Record<string, string> };
  done: Say;
}) {
  const found = page.loaderData.state === "unknown" ? undefined : (page.loaderData as D);
  const state = page.actionData?.state ?? page.loaderData.state;
  const asks = state === "confirm" && found ? confirm(found) : undefined;
  const say = state === "done" ? done : asks;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{say?.title ?? unknown.title}</h1>
      <p className="mt-4 text-muted">
        {say?.text ?? (
          <>
            {unknown.before}{" "}
            <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
            {unknown.after}
          </>
        )}
      </p>
      {asks && found && (
        <Form
          method="post"
          action={`${path}?${new URLSearchParams({ token: found.token, ...asks.query })}`}
          className="mt-8"
        >
          <Button type="submit" size="lg">
            {asks.button}
          </Button>
        </Form>
      )}
      <Link to={href("/")} className={buttonVariants({ variant: "outline", className: "mt-8" })}>
        Back to the homepage
      </Link>
    </main>
  );
}
