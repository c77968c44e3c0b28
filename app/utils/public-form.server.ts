import type { z } from "zod";
import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { hitRateLimit, tooManyRequests } from "~/services/rate-limit.server";
import { env } from "~/utils/env.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/http.server";

type PublicFormOptions<S extends z.ZodType> = {
  /** Names the rate-limit counter: one per form. */
  name: string;
  schema: S;
  /** Submissions per client address in the window (default FORM_RATE_LIMIT_MAX, 20, per 10 minutes). */
  limit?: { max: number; windowMs: number };
  save: (data: z.infer<S>) => Promise<Response>;
};

// Per form and client address; FORM_RATE_LIMIT_MAX raises it where many people share one address.
const defaultLimit = () => ({ max: env().FORM_RATE_LIMIT_MAX, windowMs: 10 * 60 * 1000 });

/**
 * The one path every public POST takes: method check, per-address rate limit kept in the database,
 * JSON parse and validation, honeypot, then the form's own save.
 */
export async function handlePublicForm<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  opts: PublicFormOptions<S>,
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const limit = opts.limit ?? defaultLimit();
  const rate = await hitRateLimit(
    `form:${opts.name}:${context.get(requestContext).clientIp}`,
    limit.max,
    limit.windowMs,
  );
  if (!rate.allowed) return tooManyRequests(rate.retryAfterSeconds, "submissions from your network");
  const parsed = await parseJsonBody(request, opts.schema);
  if ("response" in parsed) return parsed.response;
  // A filled honeypot is a bot: it is told all went well and nothing is stored.
  const honeypot = (parsed.data as { website?: string }).website;
  if (honeypot && honeypot.trim() !== "") return Response.json({ ok: true });
  return opts.save(parsed.data);
}
