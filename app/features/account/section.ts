/**
 * One section of the client's page (docs/product/account.md): React-free, the same for the page and
 * GET /api/account. A section is a server module that reads the person's rows and answers these
 * items; the page draws every section the same way (account-sections.tsx).
 */
export type SectionLink = { label: string; href: string; download?: boolean };
/**
 * A button that posts `fields` (a plain form: it works before hydration) to the page's own action
 * (app/routes/account-home.tsx, by `intent`), or to `action`, a route of the section's own.
 */
export type SectionPost = { label: string; action?: string; fields: Record<string, string> };
export type SectionItem = {
  key: string;
  title: string;
  /** Short lines under the title: when, how much, what state. */
  details: string[];
  links: SectionLink[];
  posts: SectionPost[];
};
export type AccountSectionData = { id: string; title: string; empty: string; items: SectionItem[] };
