import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { requestContext } from "~/context";
import { parseForm } from "~/schemas/parse-form";
import { hitRateLimit } from "~/services/rate-limit.server";
import { env } from "~/utils/env.server";

/** What a form's action answers: Conform's reply (errors, or a reset), and on success product.md's message. */
export type FormActionData = {
  result: SubmissionResult<string[]>;
  ok: boolean;
  message?: string;
  /** Set in the browser when the server could not be reached or failed (see ./submit-form.ts). */
  unavailable?: boolean;
};

/** A save's outcome: done, or refused with a message for the form and optionally for fields. */
export type SaveOutcome =
  | { ok: true; message: string }
  | { ok: false; status: number; formError: string; fieldErrors?: Record<string, string[]> };

type FormActionOptions<S extends z.ZodType> = {
  /** Names the rate-limit counter; the same as the form's JSON endpoint, so both share one limit. */
  name: string;
  schema: S;
  save: (data: z.output<S>) => Promise<SaveOutcome>;
};

/**
 * The per-address limit on a public form's posts, shared with its JSON endpoint (`name`): the message
 * to show when it is reached, else null.
 */
export async function formRateLimited(context: Readonly<RouterContextProvider>, name: string) {
  const windowMs = 10 * 60 * 1000;
  const rate = await hitRateLimit(
    `form:${name}:${context.get(requestContext).clientIp}`,
    env().FORM_RATE_LIMIT_MAX,
    windowMs,
  );
  if (rate.allowed) return null;
  const minutes = Math.ceil(rate.retryAfterSeconds / 60);
  return `Too many submissions from your network. Please try again in ${minutes} minutes.`;
}

/**
 * The one path every public form post takes (a plain HTML submit before hydration or without
 * JavaScript, or Conform's enhanced submit after it): per-address rate limit, the form's shared schema
 * (parseForm), the honeypot, then the form's own save through the same service as its JSON endpoint.
 * Errors come back as Conform's reply with a 4xx status, so the page renders product.md's messages in place
 * and keeps what was typed.
 */
export async function handleFormAction<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  opts: FormActionOptions<S>,
) {
  const refuse = (status: number, formError: string) =>
    data<FormActionData>({ result: { status: "error", error: { "": [formError] } }, ok: false }, { status });

  const limited = await formRateLimited(context, opts.name);
  if (limited) return refuse(429, limited);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return refuse(400, "The form could not be read. Please try again.");
  }
  const submission = parseForm(formData, opts.schema);
  if (submission.status !== "success") {
    return data<FormActionData>({ result: submission.reply(), ok: false }, { status: 400 });
  }
  // A filled honeypot is a bot: it is told all went well and nothing is stored.
  const honeypot = formData.get("website");
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    return data<FormActionData>({ result: submission.reply({ resetForm: true }), ok: true });
  }
  const outcome = await opts.save(submission.value);
  if (!outcome.ok) {
    const reply = submission.reply({ formErrors: [outcome.formError], fieldErrors: outcome.fieldErrors });
    return data<FormActionData>({ result: reply, ok: false }, { status: outcome.status });
  }
  return data<FormActionData>({
    result: submission.reply({ resetForm: true }),
    ok: true,
    message: outcome.message,
  });
}
