import type { ReactNode } from "react";
import { Form, href, Link } from "react-router";
import { buttonVariants, Button } from "~/components/ui/button";
import { site } from "~/content/site";

type Say = { title: string; text: ReactNode };

/** An unknown unsubscribe link (the newsletter's, the follow-up sequences'): the same words. */
export const UNKNOWN_UNSUBSCRIBE_LINK = {
  title: "Unsubscribe link not found",
  before: "This unsubscribe link is not valid. If you keep receiving e-mails you don't want, write to",
  after: " and we'll remove you.",
};

/**
 * The page an e-mail's link opens (confirm a subscription, unsubscribe, cancel a place): GET only
 * shows the button, since mail scanners open every link and a GET must change nothing (product.md
 * §10.10); the button is a plain POST form, working before hydration. Then it says it is done, or
 * that the link is unknown, with the address to write to.
 */
export function LinkPage({
  state,
  unknown,
  confirm,
  done,
}: {
  state: "unknown" | "confirm" | "done";
  /** What to say of an unknown link: `before` the site's address, then `after` it. */
  unknown: { title: string; before: string; after: string };
  /** The question, the POST's URL (with its token) and the button. */
  confirm?: Say & { action: string; button: string };
  done: Say;
}) {
  const say = state === "done" ? done : state === "confirm" ? confirm : undefined;
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
      {state === "confirm" && confirm && (
        <Form method="post" action={confirm.action} className="mt-8">
          <Button type="submit" size="lg">
            {confirm.button}
          </Button>
        </Form>
      )}
      <Link to={href("/")} className={buttonVariants({ variant: "outline", className: "mt-8" })}>
        Back to the homepage
      </Link>
    </main>
  );
}
