import { z } from "zod";
import { listQuerySchema } from "~/schemas/admin-lists";
import { emailField, publicFormExtras, requiredString, text, requiredText } from "~/schemas/common";
import {
  companySizeValues,
  roleValues,
  timelineValues,
  trainingInterestValues,
} from "~/content/contact-options";

/** A choice from a fixed list; an empty string (nothing chosen) counts as not given. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.enum(values, { error: `Please choose a ${label} from the list` }).optional(),
  );

/**
 * The contact inquiry (product.md §3, §5, §7), shared by the /contact form and POST /api/contact-inquiry.
 * product.md §5's three submit checks (required fields, the typed 'other' role, the captcha) run in the form in
 * that order; the server enforces the same rules and more (formats, known options, lengths).
 */
export const contactInquirySchema = z
  .object({
    fullName: requiredText("Full name", 120),
    workEmail: emailField("Please enter a valid work email address"),
    companyName: requiredText("Company name", 200),
    // product.md §5: when the visitor picks 'other', the role they type replaces `role` in the payload, so
    // a role is one of the list or the typed text ('other' with `otherRole` is accepted as well).
    role: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z
        .union([z.enum(roleValues), text(120).min(1)], { error: "Please choose a role or type yours" })
        .optional(),
    ),
    otherRole: text(120).optional(),
    companySize: optionalChoice(companySizeValues, "company size"),
    trainingInterest: z
      .array(z.enum(trainingInterestValues, { error: "Please choose training interests from the list" }))
      .max(trainingInterestValues.length)
      .refine((a) => new Set(a).size === a.length, "Each training interest may be chosen once")
      .optional(),
    timeline: optionalChoice(timelineValues, "timeline"),
    needsDescription: text(5000).optional(),
    captchaToken: requiredString("CAPTCHA")
      .min(1, "Please complete the CAPTCHA verification")
      .max(4000, "The CAPTCHA token is too long"),
    ...publicFormExtras,
  })
  .superRefine((v, ctx) => {
    if (v.role === "other" && !v.otherRole) {
      ctx.addIssue({
        code: "custom",
        path: ["otherRole"],
        message: "Please specify your role in the text field.",
      });
    }
  });

export type ContactInquiryInput = z.infer<typeof contactInquirySchema>;

/** GET /api/contact-inquiries: search in name, e-mail, company and role; newest first by default (product.md §2). */
export const inquiryListQuerySchema = listQuerySchema.extend({
  sort: z.enum(["newest", "oldest"], { error: "Sort must be newest or oldest" }).default("newest"),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;
