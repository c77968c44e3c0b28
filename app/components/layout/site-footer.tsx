import { ExternalLink, Mail, MapPin } from "~/components/ui/icons";
import { NewTabLink } from "~/components/marketing/action-link";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { footerNavigation, legalNavigation } from "~/content/navigation";
import { site } from "~/content/site";
import { Logo } from "./logo";

const footerLink = "rounded text-sm text-slate-200 underline-offset-4 hover:text-white hover:underline";

function FooterLinks({
  items,
  className,
}: {
  items: readonly { label: string; href: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href} className={footerLink}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The shared footer every page ends with (product.md §2 Footer: every item it lists). */
/** The footer; `signup` is the newsletter's form, placed by the app's root (a shared component knows no feature). */
export function SiteFooter({ signup }: { signup: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1fr_2.4fr]">
          <div>
            <Logo tone="light" />
            <p className="mt-4 max-w-sm text-sm">{site.tagline}</p>
            <p className="mt-4 max-w-sm text-sm">
              Not sure where your team stands?{" "}
              <Link
                to={href("/assessment")}
                className="font-semibold text-white underline underline-offset-4 hover:text-brand-100"
              >
                Take the free 5-minute Financial Acumen Quiz
              </Link>
              .
            </p>
          </div>
          <div className="grid gap-8 md:grid-cols-[1fr_auto]">
            <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-[1.5fr_1fr_1fr]">
              {footerNavigation.map((group) => (
                <div key={group.label}>
                  <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{group.label}</h2>
                  <FooterLinks items={group.items} className="mt-3 flex flex-col gap-2" />
                </div>
              ))}
            </nav>
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
              <ul className="mt-3 flex flex-col gap-2 text-sm">
                <li>
                  <a
                    href={`mailto:${site.email}`}
                    className={`${footerLink} inline-flex items-center gap-1.5 break-all`}
                  >
                    <Mail aria-hidden className="h-4 w-4 shrink-0" />
                    {site.email}
                  </a>
                </li>
                <li className="flex items-center gap-1.5">
                  <MapPin aria-hidden className="h-4 w-4 shrink-0" />
                  {site.city}
                </li>
                <li>
                  <NewTabLink
                    href={site.professionalNetworkUrl}
                    className={`${footerLink} inline-flex items-center gap-1.5`}
                  >
                    <ExternalLink aria-hidden className="h-4 w-4 shrink-0" />
                    Connect on LinkedIn
                  </NewTabLink>
                </li>
              </ul>
            </div>
          </div>
        </div>

        {signup}

        <div className="mt-12 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <FooterLinks items={legalNavigation} className="flex gap-6" />
        </div>
      </div>
    </footer>
  );
}
