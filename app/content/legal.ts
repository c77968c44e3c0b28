/** Shape shared by the privacy policy and the terms of service (rendered by LegalDocument). */

/** A paragraph, or a bulleted list when an array. The business e-mail address is linked when rendered. */
export type LegalBlock = string | string[];

export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

export type LegalDocumentContent = {
  title: string;
  /** product.md §2: both legal pages were last updated July 30, 2025. */
  lastUpdated: string;
  lastUpdatedIso: string;
  intro: string[];
  sections: LegalSection[];
};

export const LEGAL_LAST_UPDATED = { label: "July 30, 2025", iso: "2025-07-30" } as const;
