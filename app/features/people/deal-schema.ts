import { z } from "zod";
import "~/schemas/common";
import { keysOf } from "~/utils/choices";
import { leadStatusSchema } from "./lead-status-schema";

/** What was sold when a person is closed (product.md §10). */
export const DEAL_PRODUCT_LABELS = {
  workshop: "Workshop",
  cohort_program: "Cohort program",
  custom_team_training: "Custom team training",
  executive_coaching: "Executive coaching",
  other: "Other",
} as const;
export type DealProduct = keyof typeof DEAL_PRODUCT_LABELS;
export const DEAL_PRODUCTS = keysOf(DEAL_PRODUCT_LABELS);

/** The largest deal value accepted, in US dollars. */
export const MAX_DEAL_VALUE = 10_000_000;

const VALUE_MESSAGE = `Deal value must be an amount in US dollars from 0 to ${MAX_DEAL_VALUE.toLocaleString("en-US")}, with at most 2 decimals`;

/**
 * Dollars as a JSON number or as typed in a form ("12,500", "$12,500.50"). Absent keeps what is
 * recorded; null or an empty field clears it.
 */
const dealValue = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    const typed = v.trim().replace(/^\$/, "").replaceAll(",", "");
    if (typed === "") return null;
    return /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : v;
  },
  z
    .number({ error: VALUE_MESSAGE })
    .min(0, VALUE_MESSAGE)
    .max(MAX_DEAL_VALUE, VALUE_MESSAGE)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, VALUE_MESSAGE)
    .nullable()
    .optional(),
);

/** What was sold; absent keeps it, null or an empty choice clears it. */
const dealProduct = z.preprocess(
  (v) => (v === "" ? null : v),
  z
    .enum(DEAL_PRODUCTS, { error: `What was sold must be one of: ${DEAL_PRODUCTS.join(", ")}` })
    .nullable()
    .optional(),
);

const DEAL_ONLY_WHEN_CLOSED = {
  message: "A deal value and what was sold are recorded only with the status closed",
  path: ["dealValue"],
};

/** A deal belongs to a closed person only. */
const dealOnlyWhenClosed = (v: { status?: string; dealValue?: number | null; dealProduct?: string | null }) =>
  v.status === "closed" || (v.dealValue == null && v.dealProduct == null);

/**
 * Body of PUT /api/admin/people/{id}/status, and the person view's status form: the status and,
 * with `closed`, the optional deal (its value in dollars and what was sold). Sending them again for
 * a closed person edits the deal.
 */
export const personStatusSchema = z
  .object({ status: leadStatusSchema, dealValue, dealProduct })
  .refine(dealOnlyWhenClosed, DEAL_ONLY_WHEN_CLOSED);

export type PersonStatusUpdate = z.infer<typeof personStatusSchema>;

/** Dollars to the stored cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** "$12,500" or "$12,500.50". */
export function formatDollars(dollars: number) {
  return dollars.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
