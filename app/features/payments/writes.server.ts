import { z } from "zod";
import { byId, defineWrite } from "~/admin/write.server";
import { PERSON_NOT_FOUND } from "~/features/people/pipeline.server";
import { sendInvoice } from "./invoices.server";
import { typedCents } from "./money";
import { cents } from "./schema";

// The owner's invoice (product.md §10.14), defined once for its JSON endpoint and its admin view's
// action (docs/conventions.md); the /api/admin gate audits it after the fact, as it calls Stripe
// outside any transaction (decision 0106).

/** The person view's "Send invoice" form as the API's JSON: dollars typed, empty fields left out. */
function invoiceFromForm(raw: unknown) {
  if (typeof raw !== "object" || raw === null) return raw;
  const form = raw as Record<string, unknown>;
  const text = (k: string) => (typeof form[k] === "string" ? (form[k] as string).trim() : "");
  const amountCents = typedCents(text("amount"));
  return {
    ...(amountCents !== undefined && { amountCents }),
    ...(text("description") && { description: text("description") }),
    ...(text("daysUntilDue") && { daysUntilDue: Number(text("daysUntilDue")) }),
  };
}

/** POST /api/admin/people/{id}/invoice { amountCents?, description?, daysUntilDue? }. */
export const invoicePerson = defineWrite({
  params: byId(PERSON_NOT_FOUND),
  input: z
    .object({
      amountCents: cents("amountCents", 1_000_000_000, 50).optional(),
      description: z
        .string({ error: "description must be text" })
        .trim()
        .min(1, "description must not be empty")
        .max(500, "description must be at most 500 characters")
        .optional(),
      daysUntilDue: z
        .number({ error: "daysUntilDue must be a whole number of days" })
        .int("daysUntilDue must be a whole number of days")
        .min(1, "daysUntilDue must be at least 1")
        .max(365, "daysUntilDue must be at most 365")
        .optional(),
    })
    .strict(),
  bodyOptional: true,
  creates: true,
  fromForm: invoiceFromForm,
  run: ({ params, input }) => sendInvoice(params.id, input),
});
