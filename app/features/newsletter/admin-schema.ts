import { z } from "zod";
import { emailField } from "~/schemas/common";
import { LEAD_STATUSES } from "~/features/people/lead-status-schema";

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

/** POST /api/admin/newsletter/issues: a new issue, written or from a published post. */
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

/** PUT /api/admin/newsletter/issues/{id}: a draft's subject, preheader, body or audience. */
export const issueUpdateSchema = z.object({
  subject: subject.optional(),
  preheader: preheader.optional(),
  html: html.optional(),
  personStatuses: z
    .array(z.enum(LEAD_STATUSES, { error: `Person status must be one of: ${LEAD_STATUSES.join(", ")}` }))
    .max(LEAD_STATUSES.length)
    .optional(),
});

/** POST .../test: one copy to any address. */
export const issueTestSchema = z.object({ to: emailField() });

/** POST .../send: now, or at a time (ISO 8601 with an offset; the view sends the site's zone's). */
export const issueSendSchema = z.object({
  sendAt: z.iso
    .datetime({ offset: true, error: "sendAt must be an ISO time such as 2026-12-01T09:00:00-08:00" })
    .optional(),
});

/** The admin view's suppress/restore of one subscriber. */
export const suppressSchema = z.object({
  id: z.coerce.number({ error: "Subscriber not found." }).int().positive("Subscriber not found."),
  suppressed: z.enum(["true", "false"], { error: "Must be true or false" }).transform((v) => v === "true"),
});

/** The Issues view's new issue: a subject to write, or a published post to start from. */
export const issueNewFormSchema = z
  .object({
    subject: subject.optional(),
    postId: z.coerce.number({ error: "Choose a post." }).int().positive("Choose a post.").optional(),
  })
  .refine((v) => v.subject !== undefined || v.postId !== undefined, {
    message: "Subject is required",
    path: ["subject"],
  });

/** The issue view's send: empty = now, else a local time in the site's zone (a datetime-local field). */
export const issueSendFormSchema = z.object({
  sendAt: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v), "Give a date and time."),
});
