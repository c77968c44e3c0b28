import { currentAttribution } from "~/utils/attribution";

/** product.md §7: a non-OK response becomes an error "status: body text" (or the status text). */
export class ApiError extends Error {
  constructor(
    public status: number,
    public body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
  /** The server's JSON `error` message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.json()?.error;
  }
  /** The server's message per field (`fields`: field name → message); empty when it sent none. */
  get serverFields(): Record<string, string> {
    return this.json()?.fields ?? {};
  }
  private json() {
    try {
      return JSON.parse(this.body) as { error?: string; fields?: Record<string, string> } | null;
    } catch {
      return undefined;
    }
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    // A JSON body and content type only when there is a payload.
    ...(data !== undefined
      ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify(data) }
      : {}),
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Posts a public form with the visitor's attribution attached. */
export function submitPublicForm<T = unknown>(url: string, data: Record<string, unknown>) {
  return apiRequest<T>("POST", url, { ...data, attribution: currentAttribution() });
}
