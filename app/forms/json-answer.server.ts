import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { tooManyRequests } from "~/services/rate-limit.server";
import { jsonError, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import {
  processSubmission,
  refusalOf,
  type FormSchema,
  type FormSteps,
  type Refusal,
} from "./pipeline.server";

/**
 * A public form's JSON endpoint (POST only) through the pipeline: product.md §7's answers, a 4xx JSON
 * error (`error`, and `fields` naming each field at fault) on refusal, 429 with Retry-After.
 * `body` is the success's JSON: `{ ok: true, ...data }` unless the form's answer is its data itself.
 */
export async function answerJson<S extends FormSchema, D extends object, R extends Refusal>(
  form: FormSteps<S, D, R>,
  request: Request,
  context: Readonly<RouterContextProvider>,
  body: (data: D) => object = (data) => ({ ok: true, ...data }),
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const outcome = await processSubmission(form, {
    clientIp: context.get(requestContext).clientIp,
    check: async (schema) => {
      const read = await readJsonBody(request, schema);
      if ("data" in read) return { kind: "checked", value: read.data };
      const { status, error, fields = {} } = read.refusal;
      const messages = Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, [m]]));
      return { kind: "invalid", status, formError: error, fields: messages };
    },
  });
  switch (outcome.kind) {
    case "accepted":
      return Response.json(body(outcome.data), { status: form.created ? 201 : 200 });
    case "discarded":
      return Response.json({ ok: true });
    case "rate-limited":
      return tooManyRequests(outcome.retryAfterSeconds, "submissions from your network");
    case "invalid": {
      const fields = Object.entries(outcome.fields).map(([k, messages]) => [k, messages[0]]);
      const extra = fields.length > 0 ? { fields: Object.fromEntries(fields) } : {};
      return jsonError(outcome.status, outcome.formError ?? "", extra);
    }
    default:
      return refusalAnswer(outcome);
  }
}

function refusalAnswer(refusal: Refusal) {
  const { status, message, field = "" } = refusalOf(refusal);
  if (refusal.kind === "full") return jsonError(status, message, { full: true });
  // A missing resource is worded like any field's invalid value.
  const error = refusal.kind === "not-found" ? `Invalid ${field}: ${message}` : message;
  return jsonError(status, error, { fields: { [field]: message } });
}
