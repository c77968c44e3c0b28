import { useForm } from "@conform-to/react";
import type { z } from "zod";
import { parseForm } from "~/schemas/parse-form";

type FieldsOf<S extends z.ZodType> =
  z.input<S> extends Record<string, unknown> ? z.input<S> : Record<string, unknown>;
type Options<Fields extends Record<string, unknown>, Value> = Omit<
  Parameters<typeof useForm<Fields, Value>>[0],
  "shouldValidate" | "shouldRevalidate" | "onValidate"
>;

/**
 * A form on Conform whose schema is at hand (the admin's forms; a public form loads its own on first
 * use: `usePublicForm`): the browser checks it with the same schema as the server, on submit, then at
 * each correction. `Fields` names the form's text where the schema reshapes it (`withFormReader`).
 */
export function useSchemaForm<S extends z.ZodType, Fields extends Record<string, unknown> = FieldsOf<S>>(
  schema: S,
  options: Options<Fields, z.output<S>>,
) {
  return useForm<Fields, z.output<S>>({
    ...options,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
}
