import { z } from "zod";
import "./common";
import { leadStatusSchema } from "~/features/people/lead-status-schema";

/**
 * Queries of the admin's lists of product.md §7 (GET /api/assessments, /api/contact-inquiries, /api/leads,
 * /api/admin/newsletter-subscribers, /api/admin/resources, /api/admin/resource-requests,
 * /api/admin/outbox). Absent or empty parameters mean "any"; a page past the end is an empty page.
 * A page size over 100 is refused (400), not clamped: a client asking for more must learn it gets less.
 * `format=csv` streams every matching row as CSV instead of one page of JSON.
 */
export const LIST_PAGE_SIZE = 50;
export const LIST_MAX_PAGE_SIZE = 100;

/** Paging, search and format fields of every paged list (the admin's and the blog's). */
export const listFields = {
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  page: z.coerce
    .number("Page must be a number")
    .int("Page must be a whole number")
    .min(1, "Page starts at 1")
    .max(100_000, "Page must be at most 100000")
    .default(1),
  pageSize: z.coerce
    .number("Page size must be a number")
    .int("Page size must be a whole number")
    .min(1, "Page size must be at least 1")
    .max(LIST_MAX_PAGE_SIZE, `Page size must be at most ${LIST_MAX_PAGE_SIZE}`)
    .default(LIST_PAGE_SIZE),
  format: z.enum(["json", "csv"], { error: "Format must be json or csv" }).default("json"),
};

const listBase = z.object(listFields);

export type ListPaging = Pick<z.infer<typeof listBase>, "page" | "pageSize">;

/** A newsletter subscriber's states (decision 0085): only 'confirmed' is ever mailed an issue. */
export const SUBSCRIBER_STATES = ["pending", "confirmed", "unsubscribed", "suppressed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** GET /api/admin/newsletter-subscribers: search in the e-mail address; filter by state. */
export const subscriberListQuerySchema = listBase.extend({
  state: z
    .enum(SUBSCRIBER_STATES, { error: `State must be one of: ${SUBSCRIBER_STATES.join(", ")}` })
    .optional(),
});

/** GET /api/assessments: search in name, e-mail, company and role; filter by the lead status. */
export const assessmentListQuerySchema = listBase.extend({ status: leadStatusSchema.optional() });

/** GET /api/contact-inquiries: search in name, e-mail, company and role; newest first by default (product.md §2). */
export const inquiryListQuerySchema = listBase.extend({
  sort: z.enum(["newest", "oldest"], { error: "Sort must be newest or oldest" }).default("newest"),
});

/** GET /api/leads: search in name, e-mail, company and role. */
export const leadListQuerySchema = listBase;

/** GET /api/admin/resource-requests: search in name, e-mail and the resource's title. */
export const resourceRequestListQuerySchema = listBase;

/** GET /api/admin/resources: search in title, category, type, difficulty, format and tags. */
export const resourceListQuerySchema = listBase;

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;

/** GET /api/admin/outbox: search in recipient, subject and kind; filter by delivery status. */
export const outboxListQuerySchema = listBase.extend({
  status: z
    .enum(OUTBOX_STATUSES, { error: `Status must be one of: ${OUTBOX_STATUSES.join(", ")}` })
    .optional(),
});

export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;
export type AssessmentListQuery = z.infer<typeof assessmentListQuerySchema>;
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
export type ResourceRequestListQuery = z.infer<typeof resourceRequestListQuerySchema>;
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
