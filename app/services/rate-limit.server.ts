import { lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Counts one hit against `key` in a fixed window, atomically in the database so that every app
 * instance shares the counter.
 */
export async function hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const windowSeconds = windowMs / 1000;
  const result = await db().execute(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count, extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now()))::float8 as remaining_seconds
  `);
  const row = (result as unknown as { rows: Array<{ count: number; remaining_seconds: number }> }).rows[0];
  const count = Number(row.count);
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining_seconds))),
  };
}

/** Peeks at a counter without counting (used to refuse before doing expensive work). */
export async function readRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const windowSeconds = windowMs / 1000;
  const result = await db().execute(sql`
    select count, extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now()))::float8 as remaining_seconds
    from rate_limits where key = ${key} and window_start > now() - make_interval(secs => ${windowSeconds})
  `);
  const row = (result as unknown as { rows: Array<{ count: number; remaining_seconds: number }> }).rows[0];
  if (!row) return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
  const count = Number(row.count);
  return {
    allowed: count < limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining_seconds))),
  };
}

export async function clearRateLimit(key: string) {
  await db().execute(sql`delete from rate_limits where key = ${key}`);
}

/** "Too many <what>. Please try again in N minutes.", for a JSON answer or a form's message alike. */
export function tooManyMessage(retryAfterSeconds: number, what = "requests") {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export function tooManyRequests(retryAfterSeconds: number, what = "requests") {
  return Response.json(
    {
      error: tooManyMessage(retryAfterSeconds, what),
      retryAfterSeconds,
    },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

/** Forgets the counting windows that started before `before` (housekeeping, hourly). */
export async function pruneRateLimits(before: Date) {
  await db().delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
