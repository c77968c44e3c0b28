import { data } from "react-router";
import { z } from "zod";
import { UNREADABLE_FORM } from "~/schemas/parse-form";
import { integerId } from "~/utils/http.server";

/** The posted form of an admin view's action, or undefined when the body is not a form. */
export async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

/** The refusal of a post whose body is not a form. */
export const unreadableForm = () => refuse(400, UNREADABLE_FORM);

/** A refusal for the view's fetcher: 4xx with its message (see ViewAnswer), and what else the form needs. */
export const refuse = <E extends object = object>(status: number, error: string, extra?: E) =>
  data({ ok: false as const, error, ...extra }, { status });

/** Reads an action's small fields (an id, a choice) with a schema; the messages of a refusal joined. */
export function readFields<S extends z.ZodType>(
  form: FormData,
  schema: S,
): { value: z.output<S> } | { error: string } {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (parsed.success) return { value: parsed.data };
  return { error: parsed.error.issues.map((i) => i.message).join(". ") };
}

/** A posted row id, read as the API reads one in a path (integerId), refused with `notFound` otherwise. */
export const formId = (notFound: string) =>
  z.string().transform((value, ctx) => {
    const id = integerId(value);
    if (id === undefined) ctx.addIssue({ code: "custom", message: notFound });
    return id ?? z.NEVER;
  });

/** A posted boolean ("true"/"false", as fetcher.submit sends one). */
export const formBoolean = z
  .enum(["true", "false"], { error: "Must be true or false" })
  .transform((v) => v === "true");
