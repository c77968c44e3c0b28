import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * A row's one-button post to its view's action (`intent` and the row's `id`) through the view's
 * fetcher: a real form, so the button works before the page's scripts have run too.
 */
export function RowPost<T>({
  fetcher,
  intent,
  id,
  label,
  children,
}: {
  fetcher: FetcherWithComponents<T>;
  intent: string;
  id: string | number;
  /** The button's accessible name, when its text alone does not say which row. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={label}
      >
        {children}
      </Button>
    </fetcher.Form>
  );
}
