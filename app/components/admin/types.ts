import type {
  assessmentResponses,
  contactInquiries,
  leads,
  newsletterSubscribers,
  outbox,
  resourceRequests,
  resources,
} from "~/db/schema";

/** A row as it arrives over JSON: dates become ISO strings. */
type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export type SubscriberRow = Json<Omit<typeof newsletterSubscribers.$inferSelect, "unsubscribeToken">> & {
  createdAt: string;
};
export type AssessmentRow = Json<typeof assessmentResponses.$inferSelect> & { leadStatus: string };
export type InquiryRow = Json<typeof contactInquiries.$inferSelect>;
export type LeadRow = Json<typeof leads.$inferSelect>;
export type ResourceRequestRow = Json<typeof resourceRequests.$inferSelect>;
export type ResourceRow = Json<typeof resources.$inferSelect>;
export type OutboxRow = Json<Omit<typeof outbox.$inferSelect, "text" | "html" | "headers" | "lockedUntil">>;
