/** One navigation entry (product.md §3 display data): a route, or with `isSection` a section of the home page. */
export type NavItem = {
  label: string;
  /** A path ("/about"), or for a section item the element id on the home page ("solution"). */
  href: string;
  isSection?: boolean;
};

export type NavGroup = { label: string; items: NavItem[] };

export type NavEntry = NavItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

/** The global navigation of product.md §2, in display order. */
export const mainNavigation: NavEntry[] = [
  { label: "Home", href: "/" },
  { label: "Training Programs", href: "/training-programs" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
  {
    label: "Resources",
    items: [
      { label: "Blog", href: "/blog" },
      { label: "Free Resources", href: "/free-resources" },
    ],
  },
];

/** The two buttons beside the links. */
export const navigationActions = {
  assessment: { label: "Take Free Assessment", href: "/assessment" },
  consultation: { label: "Book a Strategy Session", href: "/consultation" },
} as const;

/** Footer link columns (product.md §2 Footer). */
export const footerNavigation: NavGroup[] = [
  {
    label: "Programs",
    items: [
      { label: "Financial Acumen Workshops", href: "/training-programs" },
      { label: "Custom Team Training", href: "/training-programs" },
      { label: "Executive Coaching", href: "/coaching" },
    ],
  },
  {
    label: "Company",
    items: [
      { label: "About", href: "/about" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "/contact" },
      // Beyond the spec's list: clients find their own page (docs/product/account.md).
      { label: "Client Sign-In", href: "/account" },
    ],
  },
  {
    label: "Resources",
    items: [{ label: "Free Tools", href: "/free-resources" }],
  },
];

export const legalNavigation: NavItem[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
];
