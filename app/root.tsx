import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { Analytics } from "~/components/layout/analytics";
import { SiteStylesheet } from "~/components/layout/site-stylesheet";
import { ErrorScreen } from "~/components/layout/error-screen";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { useOwnShell } from "~/components/layout/own-shell";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteShell } from "~/components/layout/site-shell";
import { Toaster } from "~/components/ui/toaster";
import { InsightsPageViews } from "~/features/insights/page-views";
import { LazyNewsletterForm } from "~/features/newsletter/lazy-newsletter-form";
import { site } from "~/content/site";
import { captureAttribution } from "~/utils/attribution";
import { useNonce } from "~/utils/nonce";
import { TIME_ZONE_META, siteTimeZone } from "~/utils/dates";
import appCss from "./app.css?url";
import adminCss from "./styles/admin.css?url";

/**
 * Fallback title: used as is by a page without its own meta, and for the error screens, where React
 * Router keeps only the meta of the routes above the error boundary (here: root alone).
 */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [{ title: site.name }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? "404 Page Not Found" : "Something went wrong"} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const ownShell = useOwnShell();
  useEffect(captureAttribution, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <meta name={TIME_ZONE_META} content={siteTimeZone()} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The admin (and its post editor) has its own stylesheet, a link (it is no visitor's first
            paint); the public pages carry only theirs, in the page (decision 0090). */}
        {ownShell ? (
          <link rel="stylesheet" href={adminCss} precedence="default" />
        ) : (
          <SiteStylesheet href={appCss} />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Toaster />
        {/* Here rather than in App so they survive the switch to and from the error screen. */}
        <ScrollToTop />
        <Analytics />
        <InsightsPageViews />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The newsletter's form at the foot of every public page (product.md §2). */
const footerSignup = (
  <LazyNewsletterForm variant="dark" className="mt-12 max-w-2xl border-t border-white/15 pt-10" />
);

export default function App() {
  const ownShell = useOwnShell();
  if (ownShell) return <Outlet />;
  return (
    <SiteShell footerSignup={footerSignup}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A 404 thrown by a page's loader (an unknown record, say) reads as the not-found page.
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell footerSignup={footerSignup}>
      {notFound ? <NotFoundScreen /> : <ErrorScreen error={error} />}
    </SiteShell>
  );
}
