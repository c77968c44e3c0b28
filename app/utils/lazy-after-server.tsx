import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component whose code stays off the page's critical path while its HTML does not
 * (docs/decisions/0070-critical-path-javascript.md). The server renders it in place; in the browser
 * React keeps that HTML as it is (a dehydrated Suspense boundary) while the chunk loads, requested as
 * soon as hydration reaches it, then hydrates it in place. For forms that work as plain posts before
 * hydration (their inputs are uncontrolled, so what was typed meanwhile stays). `what` names it in
 * the console when its code fails to load.
 */
export function lazyAfterServer<P extends object>(load: () => Promise<ComponentType<P>>, what: string) {
  const ClientComponent = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      // Not loaded (offline, a deploy in between): rather than the error screen in place of the whole
      // page, the server's HTML stays as it is (a form still posts as without JavaScript).
      (error: unknown) => {
        console.error(`The code of the ${what} did not load`, error);
        return new Promise<never>(() => {});
      },
    ),
  );

  // The server's bundle holds the module: take it at start, so that the page's HTML carries the
  // component itself rather than a fallback that a script would replace later.
  let serverComponent: ComponentType<P> | undefined;
  if (import.meta.env.SSR) void load().then((component) => (serverComponent = component));

  function AfterServer(props: P) {
    // In the browser always the lazy component: a type that changed on a re-render would remount it.
    const Component = (import.meta.env.SSR && serverComponent) || ClientComponent;
    return (
      // No fallback: while hydrating React shows the server's HTML; after that (a client-side
      // navigation) the chunk has usually loaded with the first page, and nothing else would fit.
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return AfterServer;
}
