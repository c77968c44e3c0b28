import { Suspense, type ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { MobileMenu } from "./mobile-menu";
import { SiteHeader } from "./site-header";
import { StickyCtaBanner } from "./sticky-cta-banner";

/**
 * The frame of every public page: skip link, global navigation, the page (which renders
 * <main id="main">), the footer, and the sticky call-to-action banner. The admin has its own
 * (app/components/admin/admin-app.tsx).
 *
 * The page and the footer are Suspense boundaries, so React hydrates them one after the other after
 * the header and the menus (selective hydration): a tap on the menu button while the page still
 * hydrates is answered at once, instead of React first finishing the whole page's hydration in one
 * go (which it does for a tap on anything not yet hydrated). Nothing in them suspends on the server,
 * so the HTML is the same; a tap inside the page hydrates the page first.
 */
export function SiteShell({ children, footerSignup }: { children: ReactNode; footerSignup: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <MobileMenu />
      <Suspense fallback={null}>{children}</Suspense>
      <Suspense fallback={null}>
        <SiteFooter signup={footerSignup} />
      </Suspense>
      <StickyCtaBanner />
    </>
  );
}
