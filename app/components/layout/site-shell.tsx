import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { MobileMenu } from "./mobile-menu";
import { SiteHeader } from "./site-header";
import { StickyCtaBanner } from "./sticky-cta-banner";

/**
 * The frame of every public page: skip link, global navigation, the page (which renders
 * <main id="main">), the footer, and the sticky call-to-action banner. The admin has its own
 * (app/components/admin/admin-app.tsx).
 */
export function SiteShell({ children }: { children: ReactNode }) {
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
      {children}
      <SiteFooter />
      <StickyCtaBanner />
    </>
  );
}
