/**
 * What the client page's suites share (docs/product/account.md): the app's request handler over the
 * route table (every layout's middleware, as the server runs it), people written directly, and a
 * client signed in the way a person is: the link asked for, read from the outbox, its button posted.
 */
import { beforeAll } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { outbox, people } from "~/db/schema";
import { routerContextFor } from "~/context";
import { loadRouteTable, requestHandlerFor } from "../setup/route-table";
import { cookiePair } from "../setup/admin-session";

let handler: Awaited<ReturnType<typeof requestHandlerFor>> | undefined;
let ips = 0;

export function accountFixture() {
  beforeAll(async () => {
    handler ??= await requestHandlerFor(await loadRouteTable());
  });
}

type Send = { method?: string; cookie?: string; json?: unknown; form?: Record<string, string>; ip?: string };

/** One request through React Router's request handler, as the server sends it. */
export function send(path: string, opts: Send = {}) {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(opts.form).toString();
  }
  const method = opts.method ?? (body === undefined ? "GET" : "POST");
  return handler!(
    new Request(`http://localhost${path}`, { method, headers, body, redirect: "manual" }),
    routerContextFor({ nonce: "test", clientIp: opts.ip ?? `198.51.100.${ips++ % 250}`, requestId: "test" }),
  );
}

export async function insertPerson(email: string, name = "Pat Client") {
  const [row] = await db().insert(people).values({ email, name }).returning();
  return row;
}

/** The token of the last sign-in link e-mailed to the address, if any. */
export async function lastLinkToken(email: string) {
  const [mail] = await db()
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, "account-sign-in")))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail && /\/account\/link\?token=([a-f0-9]{64})/.exec(mail.text)?.[1];
}

export const askForLink = (email: string, ip?: string) =>
  send("/api/account/sign-in", { json: { email }, ip });

/** The link's button, posted: the answer (a redirect with the session's cookie, or the unknown page). */
export const followLink = (token: string) => send(`/account/link?token=${token}`, { form: {} });

/** A client cookie for the person at `email`, signed in by the e-mailed link. */
export async function clientCookie(email: string) {
  await askForLink(email);
  const token = await lastLinkToken(email);
  if (!token) throw new Error(`no sign-in link for ${email}`);
  return cookiePair((await followLink(token)).headers.get("set-cookie"));
}
