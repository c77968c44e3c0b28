import type { AccountSectionData } from "./section";
import { assessments } from "./sections/assessment.server";
import { packs } from "./sections/packs.server";
import { receipts } from "./sections/receipts.server";
import type { AccountSection } from "./sections/section.server";
import { pastSessions, upcomingSessions } from "./sections/sessions.server";
import { subscriptions } from "./sections/subscriptions.server";
import { teams } from "./sections/teams.server";

/**
 * The client's page, section by section, in its order (docs/product/account.md). A new section is
 * one module in sections/ (an AccountSection) and its line here: the page and GET /api/account
 * show it with nothing else to change.
 */
export const ACCOUNT_SECTIONS: AccountSection[] = [
  upcomingSessions,
  pastSessions,
  packs,
  teams,
  receipts,
  assessments,
  subscriptions,
];

/** Every section's items for the person, read together. */
export async function accountSections(personId: number): Promise<AccountSectionData[]> {
  return Promise.all(
    ACCOUNT_SECTIONS.map(async ({ items, ...section }) => ({ ...section, items: await items(personId) })),
  );
}
