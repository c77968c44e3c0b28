/**
 * The one shape in which a service, a write or a form says "no" (docs/conventions.md): the HTTP
 * status it maps to, the message a person reads, and the field at fault when there is one. The JSON
 * endpoint answers `{ error: message, fields?: { [field]: message } }` with the status; the admin
 * view answers `{ ok: false, error: message }` with Conform's reply marking the field.
 */
export type Refusal = {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 501 | 503;
  message: string;
  field?: string;
  /** With 429 (and 503): when to try again; the JSON answer carries it as Retry-After. */
  retryAfterSeconds?: number;
};

/** What a service returns instead of its result when it refuses. */
export type Refused = { refused: Refusal };

export const refuse = (
  status: Refusal["status"],
  message: string,
  more: Omit<Refusal, "status" | "message"> = {},
): Refused => ({ refused: { status, message, ...more } });

export const isRefused = (value: unknown): value is Refused =>
  typeof value === "object" && value !== null && "refused" in value;
