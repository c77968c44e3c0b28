import type { z } from "zod";

export function jsonError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
) {
  return Response.json({ error, ...extra }, { status, headers });
}

/** Field errors as { field: message } from a zod error (first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    out[key] ??= issue.message;
  }
  return out;
}

/** How a 400 words bad fields (product.md §7), from the message per field: "Invalid {fields}: {first message}". */
export const invalidText = (fields: Record<string, string>) =>
  `Invalid ${Object.keys(fields).join(", ")}: ${Object.values(fields)[0]}`;

/** The 400's body for a schema's bad fields: `invalidText`, and the message per field. */
export function invalidFields(error: z.ZodError): { error: string; fields: Record<string, string> } {
  const fields = fieldErrors(error);
  return { error: invalidText(fields), fields };
}

/**
 * A body read as text first (to check its signature or its size) parsed as JSON: `{ json }`, or the
 * 400 to send: `notJson` when it is not JSON, or why it may not be taken (unsafeJson). With
 * `stripNul`, NUL characters are taken out of its texts instead of refused: a signed sender's
 * delivery refused is retried and then lost, for a character no text of ours keeps.
 */
export function jsonOf(
  text: string,
  notJson: string,
  opts: { headers?: HeadersInit; stripNul?: boolean } = {},
): { json: unknown } | { response: Response } {
  let json: unknown;
  try {
    json = JSON.parse(
      text,
      opts.stripNul
        ? (_key, value: unknown) => (typeof value === "string" ? value.replaceAll("\0", "") : value)
        : undefined,
    );
  } catch {
    return { response: jsonError(400, notJson, {}, opts.headers) };
  }
  const unsafe = unsafeJson(json);
  if (!unsafe) return { json };
  return {
    response: jsonError(
      unsafe.status,
      unsafe.error,
      unsafe.fields ? { fields: unsafe.fields } : {},
      opts.headers,
    ),
  };
}

/** Why a JSON body was refused: the status, the `error` text, and the message per field when one is at fault. */
export type BodyRefusal = { status: 400 | 415; error: string; fields?: Record<string, string> };

/**
 * Why parsed JSON may not be taken whatever its schema, if it may not: nested too deeply, or a NUL
 * character in a text (PostgreSQL stores none: it would fail the write as a 500). Every JSON body
 * passes here, read by readJsonBody or, after a signature over the raw text, by jsonOf.
 */
export function unsafeJson(json: unknown): BodyRefusal | undefined {
  const problem = findProblem(json);
  if (problem?.kind === "depth")
    return {
      status: 400,
      error: `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
    };
  if (problem?.kind === "nul") {
    const field = problem.path || "body";
    const error = `Invalid ${field}: text must not contain NUL characters`;
    return { status: 400, error, fields: { [field]: "Text must not contain NUL characters" } };
  }
  return undefined;
}

/**
 * Reads a JSON body and validates it with `schema`: the data, or why not (415 for a non-JSON content
 * type, 400 for malformed JSON, a body nested too deeply, NUL characters or invalid fields, naming each).
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.infer<S> } | { refusal: BodyRefusal }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    return {
      refusal: { status: 415, error: "Send the request body as JSON (Content-Type: application/json)." },
    };
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { refusal: { status: 400, error: "The request body is not valid JSON." } };
  }
  const refusal = unsafeJson(body);
  if (refusal) return { refusal };
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { refusal: { status: 400, ...invalidFields(parsed.error) } };
  return { data: parsed.data };
}

/** readJsonBody with the refusal as the 4xx Response to send. */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.infer<S> } | { response: Response }> {
  const read = await readJsonBody(request, schema);
  if ("data" in read) return read;
  const { status, error, fields } = read.refusal;
  return { response: jsonError(status, error, fields ? { fields } : {}) };
}

/** No form of ours nests deeper than a few levels; a deeper body is refused before it is walked. */
export const MAX_JSON_DEPTH = 16;

type BodyProblem = { kind: "depth" } | { kind: "nul"; path: string };

/**
 * The first problem of a parsed body: nesting deeper than MAX_JSON_DEPTH, or a string holding U+0000
 * (PostgreSQL text cannot store it), with its path. Iterative, so no body can exhaust the stack.
 */
function findProblem(body: unknown): BodyProblem | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return { kind: "nul", path };
    } else if (value && typeof value === "object") {
      if (depth >= MAX_JSON_DEPTH) return { kind: "depth" };
      // Reversed onto the stack, so fields are checked in document order.
      for (const [k, v] of Object.entries(value).reverse()) {
        if (k.includes("\u0000")) return { kind: "nul", path };
        stack.push({ value: v, path: path ? `${path}.${k}` : k, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

export function methodNotAllowed(allowed: string[]) {
  return jsonError(
    405,
    `Method not allowed. Use ${allowed.join(" or ")}.`,
    {},
    { Allow: allowed.join(", ") },
  );
}

/** Resource-route loaders for POST-only endpoints answer GET with 405. */
export function postOnlyLoader() {
  return methodNotAllowed(["POST"]);
}

type Handler<A> = (args: A) => Response | Promise<Response>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Route params that name a row by integer id: anything else is a 404 rather than a database error. */
export function integerId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** Validates a URL's query parameters (empty ones left out) with `schema`; 400 naming each bad one. */
export function parseQuery<S extends z.ZodType>(
  request: Request,
  schema: S,
): { data: z.infer<S> } | { response: Response } {
  const params = new URL(request.url).searchParams;
  const raw = Object.fromEntries([...params].filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  const { error, fields } = invalidFields(parsed.error);
  return { response: jsonError(400, error, { fields }) };
}

/**
 * A JSON endpoint's one handler from one handler per method, for both its `loader` (GET and HEAD)
 * and its `action` (the other methods); any method not given answers 405 naming those that are:
 * `export const action = endpoint({ PUT: apiWrite(update), DELETE: apiWrite(remove) });` then
 * `export const loader = action;` (React Router's build takes no destructured route exports).
 */
export function endpoint<A extends { request: Request }>(handlers: Partial<Record<Method, Handler<A>>>) {
  const allowed = Object.keys(handlers);
  const run: Handler<A> = (args) => {
    const method = args.request.method === "HEAD" ? "GET" : args.request.method.toUpperCase();
    const handler = handlers[method as Method];
    return handler ? handler(args) : methodNotAllowed(allowed);
  };
  return run;
}
