import { useFetcher } from "react-router";
import type { ViewAnswer } from "~/admin/view-action";
import { useOnResult } from "~/utils/use-on-result";

/** A line the event's page says after a write: done, or why not. */
export type Notice = { ok: boolean; text: string };

/**
 * A fetcher for one of the event page's writes: its answer becomes the page's notice, `done`
 * wording a success from the write's result, a refusal said in its own words.
 */
export function useEventWrite<R extends object>(
  say: (notice: Notice) => void,
  done: (result: { intent: string } & R) => string,
) {
  const fetcher = useFetcher<ViewAnswer<R>>();
  // The answer as the action sent it (the router's serialization type loses the generic).
  const answer = fetcher.data as ViewAnswer<R> | undefined;
  useOnResult(answer, (r) => say(r.ok ? { ok: true, text: done(r) } : { ok: false, text: r.error }));
  return fetcher;
}
