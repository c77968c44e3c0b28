import type { SectionItem } from "../section";

/**
 * A section's server side: its heading, what it says when empty, and the person's items. Add one by
 * writing its module here and naming it in ACCOUNT_SECTIONS (../sections.server.ts).
 */
export type AccountSection = {
  id: string;
  title: string;
  empty: string;
  items: (personId: number) => Promise<SectionItem[]>;
};

export const item = (i: Partial<SectionItem> & Pick<SectionItem, "key" | "title">): SectionItem => ({
  details: [],
  links: [],
  posts: [],
  ...i,
});
