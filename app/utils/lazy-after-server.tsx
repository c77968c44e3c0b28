import { lazy, Suspense, type ComponentType } from "react";
import { useFetchers, useLocation, useNavigation, useRevalidator } from "react-router";
import { changedSinceServer, FORM_USE_EVENTS } from "./form-use";

/** What starts the download of a component loaded on intent (see `onIntentWithin`). */
type Intent = { wanted: Promise<void>; want: () => void };

/**
 * Whether a control inside an element matching `selector` holds something other than its server
 * default: the visitor used the form before the scripts ran (and may have left it since, so no focus
 * tells), or the browser restored its values. Its code must come, e.g. to show the box an "Other"
 * role opens.
 */
const usedBeforeScripts = (selector: string) =>
  [...document.querySelectorAll(selector)].some((root) => changedSinceServer(root).length > 0);

/**
 * Resolves `wanted` on the first focus, input or press inside an element matching `selector` (also a
 * focus there, or a value entered there, from before the scripts ran), when `wantNow()` says so at
 * start, or when `want()` is called. Browser only.
 */
function intentWithin(selector: string, wantNow?: () => boolean): Intent {
  let want!: () => void;
  const wanted = new Promise<void>((resolve) => (want = resolve));
  const events = FORM_USE_EVENTS;
  const onEvent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(selector)) want();
  };
  for (const type of events) document.addEventListener(type, onEvent, { capture: true, passive: true });
  void wanted.then(() => {
    for (const type of events) document.removeEventListener(type, onEvent, { capture: true });
  });
  if (document.activeElement?.closest(selector) || usedBeforeScripts(selector) || wantNow?.()) want();
  return { wanted, want };
}

/**
 * The forms that post through the router (a fetcher's or a navigation's submission): every form but
 * the assessment's wizard, which posts with fetch. The intent selector of every form loaded on intent
 * (the newsletter's, contact's, the webinar's, the in-page resource request's): a first use of any
 * of them asks for the code of all. Their submission moves the router's state, which React applies
 * to the components above a dehydrated boundary only once that boundary has hydrated (decision 0090,
 * amended): asked at the first focus, every such form's code is on its way long before the submit,
 * not requested after the tap.
 */
export const ROUTER_FORMS = 'form[method="post"]:not([action="/assessment"])';

let firstLocationKey: string | undefined;

/**
 * Asks for an on-intent component's code as soon as the router's state moves (a navigation, a fetcher's
 * submission, a revalidation): such an update reaches the components above its dehydrated boundary,
 * and React applies it (a transition) only once the boundary has hydrated, so the code must be on its
 * way or the update would wait for ever. Also when the component first renders after a navigation (no
 * server HTML to show meanwhile). Called during render, not in an effect: the update's render, which
 * holds the commit that would run the effect, is the one waiting for the code.
 */
function useWantOnRouterUpdate(intent: Intent | undefined) {
  const location = useLocation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  if (!intent) return;
  firstLocationKey ??= location.key;
  if (
    navigation.state !== "idle" ||
    location.key !== firstLocationKey ||
    fetchers.length > 0 ||
    revalidator.state !== "idle"
  )
    intent.want();
}

/**
 * A component whose code stays off the page's critical path while its HTML does not
 * (docs/decisions/0070-critical-path-javascript.md). The server renders it in place; in the browser
 * React keeps that HTML as it is (a dehydrated Suspense boundary) while the chunk loads, then hydrates
 * it in place. For forms that work as plain posts before hydration (their inputs are uncontrolled, so
 * what was typed meanwhile stays). `what` names it in the console when its code fails to load.
 *
 * The chunk is requested as soon as hydration reaches the component; with `onIntentWithin` (a CSS
 * selector matching the component's server HTML, e.g. its form) only on the visitor's first focus,
 * input or press inside it, or when the router's state first moves (decision 0090): a page view
 * that never touches the form, nor anything else of the site's, never loads its code. `wantNow`,
 * asked once when the module runs in the browser, asks for the code at once all the same (the
 * assessment's saved draft, which only the wizard's code can show).
 */
export function lazyAfterServer<P extends object>(
  load: () => Promise<ComponentType<P>>,
  what: string,
  { onIntentWithin, wantNow }: { onIntentWithin?: string; wantNow?: () => boolean } = {},
) {
  const intent =
    onIntentWithin && typeof document !== "undefined" ? intentWithin(onIntentWithin, wantNow) : undefined;
  const ClientComponent = lazy(() =>
    (intent?.wanted ?? Promise.resolve()).then(load).then(
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
    useWantOnRouterUpdate(intent);
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
