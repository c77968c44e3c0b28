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

/**
 * Reads a JSON body and validates it with `schema`. Returns the data, or the 4xx Response to send:
 * 415 for a non-JSON content type, 400 for malformed JSON or invalid fields (naming each field).
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.infer<S> } | { response: Response }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    return { response: jsonError(415, "Send the request body as JSON (Content-Type: application/json).") };
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { response: jsonError(400, "The request body is not valid JSON.") };
  }
  const nul = findNulCharacter(body);
  if (nul !== undefined) {
    const field = nul || "body";
    return {
      response: jsonError(400, `Invalid ${field}: text must not contain NUL characters`, {
        fields: { [field]: "Text must not contain NUL characters" },
      }),
    };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    const names = Object.keys(fields);
    return {
      response: jsonError(400, `Invalid ${names.join(", ")}: ${Object.values(fields)[0]}`, { fields }),
    };
  }
  return { data: parsed.data };
}

/** The path of the first string holding U+0000 (PostgreSQL text cannot store it), or undefined. */
function findNulCharacter(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const found = findNulCharacter(k, path) ?? findNulCharacter(v, path ? `${path}.${k}` : k);
      if (found !== undefined) return found;
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

/** Validates a URL's query parameters (empty ones left out) with `schema`; 400 naming each bad one. */
export function parseQuery<S extends z.ZodType>(
  request: Request,
  schema: S,
): { data: z.infer<S> } | { response: Response } {
  const params = new URL(request.url).searchParams;
  const raw = Object.fromEntries([...params].filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  const fields = fieldErrors(parsed.error);
  return {
    response: jsonError(400, `Invalid ${Object.keys(fields).join(", ")}: ${Object.values(fields)[0]}`, {
      fields,
    }),
  };
}
