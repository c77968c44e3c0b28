import { parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import { z } from "zod";

/**
 * Conform's coercion of form text to the schema's types (a lone checked box to a one-item array,
 * "3" to 3 for a rating, "true" or "on" to true), except that an empty field stays "" (Conform's default reads it as
 * undefined): a rule like "Name must be at least 2 characters" then gives product.md's message for an empty
 * field too, as it does for a JSON body.
 */
const { coerceFormValue, coerceStructure } = configureCoercion({
  stripEmptyString: (value) => value,
  // A ticked box ("on"), or a choice posted by fetcher.submit ("true"/"false"); other text stays text
  // so the schema's own message refuses it.
  type: {
    boolean: (text) => (text === "on" || text === "true" ? true : text === "false" ? false : (text as never)),
  },
});

/** What a post whose body is not a readable form is told, on every form. */
export const UNREADABLE_FORM = "The form could not be read. Please try again.";

/** Reads a submitted form with its shared schema, in the browser (Conform's validation) and in the route's action alike. */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S) {
  return parseWithZod(formData, { schema: coerceFormValue(schema), disableAutoCoercion: true });
}

/** What was typed, in the schema's shapes (arrays, numbers) but not validated: to show it again. */
export function typedValues<S extends z.ZodType>(payload: unknown, schema: S): Record<string, unknown> {
  const read = coerceStructure(schema).safeParse(payload);
  const value = read.success ? read.data : payload;
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/**
 * An input's one schema, read from a form whose text needs shaping first (a comma-separated list, a
 * checkbox's "on"): `fromForm` only reshapes, the schema keeps every rule and message.
 */
export const withFormReader = <S extends z.ZodType>(schema: S, fromForm: (raw: unknown) => unknown) =>
  z.preprocess(fromForm, schema);
