import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { isRouteErrorResponse, useFetcher } from "react-router";

/**
 * What an admin view's action answers a fetcher (`viewActions`, app/admin/write.server.ts): done,
 * with the write's result spread, or why not, with Conform's reply marking the field at fault.
 */
export type ViewAnswer<R = object> =
  | ({ ok: true; intent: string } & R)
  | { ok: false; intent?: string; error: string; result?: SubmissionResult<string[]> };

const UNREACHABLE = "Could not reach the server. Check your connection and try again.";

/**
 * A view's clientAction: the server's answer as is; a redirect or a deliberate refusal (the guard's
 * 401 when the session ended: the layout then shows the login) go on to the router; a request that
 * failed on the way (offline, a 5xx) becomes a failure the view says in place, not the error screen.
 */
export async function submitViewAction<T>(
  serverAction: () => Promise<T>,
): Promise<T | { ok: false; error: string }> {
  try {
    return await serverAction();
  } catch (thrown) {
    // A 5xx without the router's answer (a proxy's) is a failure on the way like being offline.
    if (thrown instanceof Response || (isRouteErrorResponse(thrown) && thrown.status < 500)) throw thrown;
    console.error("The admin's request failed", thrown);
    return { ok: false, error: UNREACHABLE };
  }
}

/** A view's form posted by a fetcher, emptied once a write succeeds (a note, an invoice): its answer once settled. */
export function useClearingForm() {
  const fetcher = useFetcher<ViewAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return { fetcher, form, result };
}
