import { env } from "~/utils/env.server";
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

/** A day as the page writes it ("November 29, 2026"), in the site's time zone. */
export const dayLabel = (at: Date) =>
  at.toLocaleDateString("en-US", { dateStyle: "long", timeZone: env().SITE_TIME_ZONE });
