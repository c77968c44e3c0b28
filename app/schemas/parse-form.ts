import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * Reads a submitted form with its shared schema, in the browser (Conform's validation) and in the
 * route's action alike. Values are taken as typed: an empty field is "" (not undefined), so a rule
 * like "Name must be at least 2 characters" gives SPEC's message for an empty field too, as it does
 * for a JSON body.
 */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}
