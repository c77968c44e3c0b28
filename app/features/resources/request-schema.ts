import { z } from "zod";
import { emailField, publicFormExtras, requiredString, text } from "~/schemas/common";

/** The request-access dialog's own fields. */
export const resourceRequestFormSchema = z.object({
  name: requiredString("Name")
    .trim()
    .min(1, "Please enter your name")
    .max(120, "Name must be at most 120 characters"),
  email: emailField("Please enter a valid email address"),
});

/**
 * POST /api/resource-request (product.md §7). The server looks the title up among published resources and
 * stores that row's type and category; the ones sent are only checked for shape.
 */
export const resourceRequestSchema = resourceRequestFormSchema.extend({
  resourceTitle: requiredString("Resource title").trim().min(1, "Resource title is required").max(200),
  resourceType: text(100).optional(),
  resourceCategory: text(100).optional(),
  ...publicFormExtras,
});
