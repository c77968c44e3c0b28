import { href, Link } from "react-router";
import { ArrowLeft } from "~/components/ui/icons";
import { blogCopy } from "~/content/blog";
import { buttonVariants } from "~/components/ui/button";

/** product.md §8: an unknown or unpublished slug. */
export function PostNotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold">{blogCopy.notFoundTitle}</h1>
      <p className="mt-4 text-muted">{blogCopy.notFoundText}</p>
      <Link to={href("/blog")} className={buttonVariants({ className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {blogCopy.backToBlog}
      </Link>
    </main>
  );
}
