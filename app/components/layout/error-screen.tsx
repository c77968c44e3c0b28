import { AlertTriangle, RefreshCw, RotateCcw } from "~/components/ui/icons";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The error fallback (product.md §2): 'Try Again' re-runs the current page's data and render (which
 * clears the error once it succeeds); 'Refresh Page' reloads the document. The error is logged.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading";

  useEffect(() => {
    console.error("Unexpected error:", error);
  }, [error]);

  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center"
    >
      <AlertTriangle aria-hidden className="h-12 w-12 text-accent-600" />
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-900">Something went wrong</h1>
      <p className="mt-4 text-muted">We encountered an unexpected error. Please try refreshing the page.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => void revalidator.revalidate()} disabled={retrying}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          Try Again
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden className="h-4 w-4" />
          Refresh Page
        </Button>
      </div>
    </main>
  );
}
