import { z } from "zod";
import { emailField } from "~/schemas/common";
import { LEAD_STATUSES } from "~/features/people/lead-status-schema";
import { listFields, listQuerySchema } from "~/schemas/admin-lists";
import { fromSiteLocal } from "~/utils/dates";

/** The largest CSV an import takes (bytes): 10,000 rows of a few fields fit many times over. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** One row of an imported list (decision 0085): the e-mail, and optionally name and consent. */
export const importRowSchema = z.object({
  email: emailField("Not a valid e-mail address"),
  name: z.string().trim().max(200, "Name must be at most 200 characters").optional(),
  consentAt: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const d = new Date(v);
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: "custom", message: "Consent date is not a date" });
        return z.NEVER;
      }
      return d;
    }),
  consentSource: z.string().trim().max(200, "Consent source must be at most 200 characters").optional(),
});

const subject = z
  .string({ error: "Subject is required" })
  .trim()
  .min(1, "Subject is required")
  .max(200, "Subject must be at most 200 characters");
const preheader = z.string().trim().max(200, "Preheader must be at most 200 characters");
const html = z.string().max(500_000, "The body must be at most 500,000 characters");

/** POST /api/admin/newsletter/issues, and the Issues view's new issue: written, or from a published post. */
export const issueCreateSchema = z
  .object({
    subject: subject.optional(),
    preheader: preheader.optional(),
    html: html.optional(),
    postId: z.number({ error: "postId must be a post's id" }).int().positive().optional(),
  })
  .refine((v) => v.subject !== undefined || v.postId !== undefined, {
    message: "Subject is required",
    path: ["subject"],
  });

/** PUT /api/admin/newsletter/issues/{id}, and the issue view's save: subject, preheader, body or audience. */
export const issueUpdateSchema = z.object({
  subject: subject.optional(),
  preheader: preheader.optional(),
  html: html.optional(),
  personStatuses: z
    .array(z.enum(LEAD_STATUSES, { error: `Person status must be one of: ${LEAD_STATUSES.join(", ")}` }))
    .max(LEAD_STATUSES.length)
    .optional(),
});

/** POST .../test, and the issue view's test: one copy to any address. */
export const issueTestSchema = z.object({ to: emailField() });

/** POST .../send: now, or at a time (ISO 8601 with an offset). */
export const issueSendSchema = z.object({
  sendAt: z.iso
    .datetime({ offset: true, error: "sendAt must be an ISO time such as 2026-12-01T09:00:00-08:00" })
    .optional(),
});

/**
 * The issue view's send form as `issueSendSchema` reads it: an empty time is now; a datetime-local
 * value is a time in the site's zone (product.md §10.10), given its offset. Text that is no time
 * stays as it is, for the schema to refuse.
 */
export function issueSendFromForm(raw: unknown) {
  const form = fields(raw);
  if (!form || typeof form.sendAt !== "string") return raw;
  const text = form.sendAt.trim();
  const at = text === "" ? undefined : fromSiteLocal(text);
  return { ...form, sendAt: at === null ? text : at?.toISOString() };
}

/** The issue view's save as `issueUpdateSchema` reads it: no audience box ticked is every subscriber. */
export function issueUpdateFromForm(raw: unknown) {
  const form = fields(raw);
  if (!form) return raw;
  const ticked = form.personStatuses ?? [];
  return { ...form, personStatuses: Array.isArray(ticked) ? ticked : [ticked] };
}

const fields = (raw: unknown) =>
  typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : undefined;

export const ISSUE_STATUSES = ["draft", "scheduled", "sending", "sent"] as const;

/** GET /api/admin/newsletter/issues and the Issues view: search in the subject; filter by status. */
export const issueListQuerySchema = z.object(listFields).extend({
  status: z.enum(ISSUE_STATUSES, { error: `Status must be one of: ${ISSUE_STATUSES.join(", ")}` }).optional(),
});
export type IssueListQuery = z.infer<typeof issueListQuerySchema>;

/** A newsletter subscriber's states (decision 0085): only 'confirmed' is ever mailed an issue. */
export const SUBSCRIBER_STATES = ["pending", "confirmed", "unsubscribed", "suppressed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** GET /api/admin/newsletter-subscribers: search in the e-mail address; filter by state. */
export const subscriberListQuerySchema = listQuerySchema.extend({
  state: z
    .enum(SUBSCRIBER_STATES, { error: `State must be one of: ${SUBSCRIBER_STATES.join(", ")}` })
    .optional(),
});

export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;
