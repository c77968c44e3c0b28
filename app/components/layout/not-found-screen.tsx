import { href, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** The not-found page (product.md §2 texts); the route answers it with a 404 status. */
export function NotFoundScreen() {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center"
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Error 404</p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-muted">Did you forget to add the page to the router?</p>
      <Link to={href("/")} className={buttonVariants({ className: "mt-8" })}>
        Back to the home page
      </Link>
    </main>
  );
}
