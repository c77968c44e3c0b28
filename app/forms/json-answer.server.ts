import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { invalidText, jsonError, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import { isRefused, type Refused } from "~/utils/refusal";
import { processSubmission, type FormSchema, type FormSteps } from "./pipeline.server";

/**
 * A public form's JSON endpoint (POST only) through the pipeline: product.md §7's answers, a 4xx JSON
 * error (`error`, and `fields` naming each field at fault) on refusal, 429 with Retry-After.
 * `body` is the success's JSON: `{ ok: true, ...data }` unless the form's answer is its data itself.
 */
export async function answerJson<S extends FormSchema, D extends object>(
  form: FormSteps<S, D>,
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
  if (isRefused(outcome)) return refusalAnswer(outcome);
  switch (outcome.kind) {
    case "accepted":
      return Response.json(body(outcome.data), { status: form.created ? 201 : 200 });
    case "discarded":
      return Response.json({ ok: true });
    case "invalid": {
      const fields = Object.entries(outcome.fields).map(([k, messages]) => [k, messages[0]]);
      const extra = fields.length > 0 ? { fields: Object.fromEntries(fields) } : {};
      return jsonError(outcome.status, outcome.formError ?? "", extra);
    }
  }
}

/**
 * A refusal: a 400 about a field is worded like any field's invalid value ("Invalid
 * resourceTitle: …", as readJsonBody words a schema's); any other says its message. A 429 says when
 * to try again, in Retry-After and in the body (as every rate limit of the API does).
 */
function refusalAnswer({ refused: { status, message, field, retryAfterSeconds } }: Refused) {
  const error = status === 400 && field ? invalidText({ [field]: message }) : message;
  const extra = {
    ...(field ? { fields: { [field]: message } } : {}),
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  };
  const headers = retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined;
  return jsonError(status, error, extra, headers);
}
