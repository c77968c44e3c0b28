import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { requestContext } from "~/context";
import { parseForm, UNREADABLE_FORM } from "~/schemas/parse-form";
import type { FormActionData } from "./form-action-data";
import { isRefused } from "~/utils/refusal";
import { processSubmission, type FormSchema, type FormSteps } from "./pipeline.server";

/**
 * A public form's page action (a plain HTML post before hydration or without JavaScript, or
 * Conform's enhanced submit after it) through the pipeline, answered as Conform's reply: the page
 * shows product.md's messages in place and keeps what was typed, with a 4xx status on refusal.
 */
export async function replyToPage<S extends FormSchema, D extends { message: string }>(
  form: FormSteps<S, D>,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  let submission: ReturnType<typeof parseForm> | undefined;
  const outcome = await processSubmission(form, {
    clientIp: context.get(requestContext).clientIp,
    check: async (schema) => {
      let formData: FormData;
      try {
        formData = await request.formData();
      } catch {
        return { kind: "invalid", status: 400, formError: UNREADABLE_FORM, fields: {} };
      }
      const parsed = (submission = parseForm(formData, schema));
      if (parsed.status === "success")
        return { kind: "checked", value: parsed.value as z.output<typeof schema> };
      const fields = Object.entries(parsed.error ?? {}).filter((e): e is [string, string[]] => !!e[1]);
      return { kind: "invalid", status: 400, fields: Object.fromEntries(fields) };
    },
  });
  const formError = (message: string) => ({ status: "error" as const, error: { "": [message] } });
  if (isRefused(outcome)) {
    const { status, message, field, retryAfterSeconds } = outcome.refused;
    const fieldErrors = field ? { [field]: [message] } : undefined;
    // The rate limit refuses before the form is read: the message is then the form's alone.
    const result = submission?.reply({ formErrors: [message], fieldErrors }) ?? formError(message);
    const headers = retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined;
    return data<FormActionData>({ result, ok: false }, { status, headers });
  }
  switch (outcome.kind) {
    case "accepted":
    case "discarded": {
      const extra = outcome.kind === "accepted" ? outcome.data : {};
      return data<FormActionData>({ result: submission!.reply({ resetForm: true }), ok: true, ...extra });
    }
    case "invalid": {
      // Conform's own reply to the fields it checked; a body it could not read has the form's message.
      const result = submission?.reply() ?? formError(outcome.formError ?? UNREADABLE_FORM);
      return data<FormActionData>({ result, ok: false }, { status: outcome.status });
    }
  }
}

/**
 * A paid form's page action: the pipeline's reply, or once it is accepted with a Checkout Session
 * to open, a 303 to it (product.md §10.14), which a plain post and the enhanced form both follow.
 */
export async function replyToPageOrCheckout<
  S extends FormSchema,
  D extends { message: string; checkoutUrl?: string },
>(form: FormSteps<S, D>, request: Request, context: Readonly<RouterContextProvider>) {
  const reply = await replyToPage(form, request, context);
  const answer = reply.data as FormActionData & { checkoutUrl?: string };
  if (answer.ok && answer.checkoutUrl) return redirect(answer.checkoutUrl, 303);
  return reply;
}
