import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { adminOf } from "~/admin/access.server";
import { parseForm, UNREADABLE_FORM, withFormReader } from "~/schemas/parse-form";
import { integerId, jsonError, parseJsonBody } from "~/utils/http.server";
import { isRefused, type Refusal, type Refused } from "~/utils/refusal";

/**
 * One admin write (create, update, delete, publish, send, …), defined once and served through two
 * doors: the JSON endpoint (`apiWrite`, by method and path) and the admin view's action
 * (`viewActions`, by the posted `intent`). The definition holds its inputs' schemas, its work and its
 * answer; the adapters only read the request and present the answer. Access and the audit entry are
 * the admin gates' (decisions 0020 and 0088). See docs/conventions.md and decision 0094.
 */
export type WriteArgs<P, I> = {
  /** What names the row(s) acted on: the path's params, or the form's fields of the same names. */
  params: P;
  /** The body: the JSON document, or the posted form coerced by Conform, read with the same schema. */
  input: I;
  /** The admin acting. */
  adminId: number;
  context: Readonly<RouterContextProvider>;
  request: Request;
};

export type Write<P = Record<string, never>, I = undefined, R = unknown> = {
  /** Reads the row's identity (an id, a name); a failure is a 404 with the schema's message. */
  params?: z.ZodType<P>;
  /** Reads the body; a failure is a 400 naming each field. None: the write takes no body. */
  input?: z.ZodType<I>;
  /** Reshapes a form's text to the input's JSON shape before `input` reads it (no rules of its own). */
  fromForm?: (raw: unknown) => unknown;
  /** The JSON endpoint answers 201 (it made something). */
  creates?: boolean;
  /** The JSON endpoint answers 202 (it queued the work, e.g. an e-mail through the outbox). */
  queues?: boolean;
  /** The JSON endpoint takes no body at all as `{}` (a POST whose every field is optional). */
  bodyOptional?: boolean;
  run(args: WriteArgs<P, I>): Promise<R | Refused>;
};

/** Declares a write (a typed identity: the object is the definition). */
export const defineWrite = <P = Record<string, never>, I = undefined, R = unknown>(write: Write<P, I, R>) =>
  write;

/**
 * The same write (inputs, work, refusals) with its result presented otherwise to the view: the
 * sentence it says, or the shape its form reads. The JSON door keeps answering the result itself.
 */
export const forView = <P, I, R, V>(write: Write<P, I, R>, present: (result: R) => V | Promise<V>) =>
  defineWrite<P, I, V>({
    ...write,
    run: async (args) => {
      const result = await write.run(args);
      return isRefused(result) ? result : present(result);
    },
  });

/**
 * A write as a view answers it when done means another page (a new row's own view, the list after a
 * delete): the browser goes to `to(result)` (a redirect, which a fetcher follows, and a form posted
 * before hydration too); a refusal is answered as the write says. The JSON endpoint keeps the write.
 */
export const thenGoTo = <P, I, R>(write: Write<P, I, R>, to: (result: R) => string) =>
  forView(write, (result) => redirect(to(result)));

/** A row named by an integer id in the path or the form; anything else is `message` (a 404). */
export const rowId = (message: string) =>
  z.unknown().transform((value, ctx) => {
    const id = typeof value === "number" ? integerId(String(value)) : integerId(value as string);
    if (id === undefined) ctx.addIssue({ code: "custom", message });
    return id ?? z.NEVER;
  });

/** The params schema of a write that acts on one row: `{ id }`, a 404 with `message` otherwise. */
export const byId = (message: string) => z.object({ id: rowId(message) });

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? "Not found.";

/** A refusal as the JSON API answers it: `{ error, fields? }` with its status (and Retry-After). */
export function refusalResponse({ status, message, field, retryAfterSeconds }: Refusal) {
  const headers = retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined;
  return jsonError(status, message, field ? { fields: { [field]: message } } : {}, headers);
}

type RouteArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
};

/**
 * The JSON door: the path's params and the JSON body, read with the write's schemas; its result as
 * the answer (201 when it creates), or its refusal. A write may answer a Response of its own (a file).
 */
export function apiWrite<P, I, R>(write: Write<P, I, R>) {
  return async ({ request, params, context }: RouteArgs): Promise<Response> => {
    const ids = write.params ? write.params.safeParse(params) : { success: true as const, data: {} as P };
    if (!ids.success) return jsonError(404, firstMessage(ids.error));
    let input = undefined as I;
    const noBody = write.bodyOptional && (await request.clone().text()).trim() === "";
    if (write.input && noBody) {
      const read = write.input.safeParse({});
      if (!read.success) return jsonError(400, firstMessage(read.error));
      input = read.data;
    } else if (write.input) {
      const read = await parseJsonBody(request, write.input);
      if ("response" in read) return read.response;
      input = read.data;
    }
    const adminId = adminOf(context).adminUserId;
    const result = await write.run({ params: ids.data, input, adminId, context, request });
    if (isRefused(result)) return refusalResponse(result.refused);
    if (result instanceof Response) return result;
    const status = write.creates ? 201 : write.queues ? 202 : 200;
    return Response.json(result ?? { ok: true }, { status });
  };
}

// A form with several fields marks each one; a message for each would be a paragraph.
const CHECK_FIELDS = "Check the highlighted fields.";
const NO_BODY = z.object({});

/**
 * The view door: the posted `intent` picks the write; its params come from the route's params or the
 * form's fields of the same names, its input from the form through Conform (the schema's coercion).
 * Answers `{ ok: true, intent, ...result }`, or `{ ok: false, error, result: submission.reply(...) }`
 * with the refusal's status, so a Conform form marks the field at fault.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each intent has its own types
export function viewActions(writes: Record<string, Write<any, any, any>>) {
  return async ({ request, params, context }: RouteArgs) => {
    let form: FormData;
    try {
      // A clone: a write that reads the request itself (a file upload, as its JSON door does) still can.
      form = await request.clone().formData();
    } catch {
      return data({ ok: false as const, error: UNREADABLE_FORM }, { status: 400 });
    }
    const intent = String(form.get("intent") ?? "");
    const write = Object.hasOwn(writes, intent) ? writes[intent] : undefined;
    if (!write) return data({ ok: false as const, intent, error: "Unknown form." }, { status: 400 });
    const schema = write.input ?? NO_BODY;
    const submission = parseForm(form, write.fromForm ? withFormReader(schema, write.fromForm) : schema);
    const refused = (status: number, error: string, result: SubmissionResult<string[]>) =>
      data({ ok: false as const, intent, error, result }, { status });

    const fromForm = Object.fromEntries([...form].filter(([, v]) => typeof v === "string"));
    const ids = write.params
      ? write.params.safeParse({ ...fromForm, ...params })
      : { success: true as const, data: {} };
    if (!ids.success) {
      const message = firstMessage(ids.error);
      return refused(404, message, submission.reply({ formErrors: [message] }));
    }
    if (submission.status !== "success") {
      const messages = Object.values(submission.error ?? {}).flatMap((m) => m ?? []);
      return refused(400, messages.length === 1 ? messages[0] : CHECK_FIELDS, submission.reply());
    }
    const result = await write.run({
      params: ids.data,
      input: write.input ? submission.value : undefined,
      adminId: adminOf(context).adminUserId,
      context,
      request,
    });
    if (isRefused(result)) {
      const { status, message, field } = result.refused;
      const reply = field
        ? submission.reply({ fieldErrors: { [field]: [message] } })
        : submission.reply({ formErrors: [message] });
      return refused(status, message, reply);
    }
    if (result instanceof Response) return result;
    return { ok: true as const, intent, ...(result && typeof result === "object" ? result : {}) };
  };
}
