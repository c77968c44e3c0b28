import { useEffect, useRef } from "react";

/**
 * Runs `onResult` once per new answer of an action or fetcher after hydration (toasts, closing a
 * dialog). An answer rendered by the server, to a submit without JavaScript, shows on the page itself.
 */
export function useOnResult<T>(result: T | undefined, onResult: (r: T) => void) {
  const seen = useRef(result);
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });
  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    latest.current(result);
  }, [result]);
}
