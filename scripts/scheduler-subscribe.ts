/**
 * npm run scheduler:subscribe -- --token <Calendly personal access token> [--url https://…/api/scheduler/webhook]
 *   [--scope user|organization] [--signing-key <key>]
 *
 * Registers the site's webhook with Calendly's API (product.md §10.7; docs/deploy.md): reads the token's
 * user and organization (GET /users/me), then creates a subscription to invitee.created and
 * invitee.canceled (POST /webhook_subscriptions) signed with SCHEDULER_WEBHOOK_SECRET (or
 * --signing-key), the key the endpoint verifies every delivery with. The URL defaults to
 * SITE_URL + /api/scheduler/webhook. `--api` points at another API base (tests use a local fake).
 */
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";

export const CALENDLY_API = "https://api.calendly.com";
const EVENTS = ["invitee.created", "invitee.canceled"];

export type SubscribeOptions = {
  token: string;
  url: string;
  signingKey: string;
  scope: "user" | "organization";
  api?: string;
};

/** Calendly's error answer as one line: its title and message, and each detail. */
async function calendlyError(res: Response, what: string) {
  let detail = "";
  try {
    const body = (await res.json()) as {
      title?: string;
      message?: string;
      details?: Array<{ parameter?: string; message?: string }>;
    };
    const parts = [
      body.title,
      body.message,
      ...(body.details ?? []).map((d) => `${d.parameter}: ${d.message}`),
    ];
    detail = parts.filter(Boolean).join(" - ");
  } catch {
    // Not JSON: the status says enough.
  }
  return new Error(`${what} failed (HTTP ${res.status})${detail ? `: ${detail}` : ""}`);
}

/** Creates the subscription; returns its URI. Throws with Calendly's own message when refused. */
export async function subscribeToScheduler(
  o: SubscribeOptions,
): Promise<{ uri: string; callbackUrl: string }> {
  const api = (o.api ?? CALENDLY_API).replace(/\/$/, "");
  const headers = { Authorization: `Bearer ${o.token}`, "Content-Type": "application/json" };
  const me = await fetch(`${api}/users/me`, { headers });
  if (!me.ok) throw await calendlyError(me, "Reading the token's user (GET /users/me)");
  const { resource: user } = (await me.json()) as { resource: { uri: string; current_organization: string } };
  const created = await fetch(`${api}/webhook_subscriptions`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      url: o.url,
      events: EVENTS,
      organization: user.current_organization,
      ...(o.scope === "user" && { user: user.uri }),
      scope: o.scope,
      signing_key: o.signingKey,
    }),
  });
  if (!created.ok) throw await calendlyError(created, "Creating the webhook subscription");
  const { resource } = (await created.json()) as { resource: { uri: string; callback_url: string } };
  return { uri: resource.uri, callbackUrl: resource.callback_url };
}

const USAGE =
  "Usage: npm run scheduler:subscribe -- --token <Calendly personal access token> [--url <webhook URL>] [--scope user|organization] [--signing-key <key>]";

/** Reads the command line and the environment into options, or the reason they are not usable. */
export function optionsFrom(
  args: string[],
  environment: NodeJS.ProcessEnv,
): { options: SubscribeOptions } | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        token: { type: "string" },
        url: { type: "string" },
        scope: { type: "string", default: "user" },
        "signing-key": { type: "string" },
        api: { type: "string" },
      },
    }));
  } catch (e) {
    return { error: `${(e as Error).message}\n${USAGE}` };
  }
  if (!values.token) return { error: USAGE };
  const signingKey = values["signing-key"] ?? environment.SCHEDULER_WEBHOOK_SECRET;
  if (!signingKey || signingKey.length < 16) {
    return {
      error:
        "Set SCHEDULER_WEBHOOK_SECRET (16+ characters, e.g. `openssl rand -hex 32`) or pass --signing-key: the site verifies every delivery with it.",
    };
  }
  if (values.scope !== "user" && values.scope !== "organization") {
    return { error: "--scope must be user or organization" };
  }
  const site = (environment.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
  const url = values.url ?? `${site}/api/scheduler/webhook`;
  if (!/^https:\/\//.test(url) && !values.api) {
    return { error: `Calendly delivers only to https:// URLs; ${url} is not one (set SITE_URL or --url).` };
  }
  return { options: { token: values.token, url, signingKey, scope: values.scope, api: values.api } };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const read = optionsFrom(process.argv.slice(2), process.env);
  if ("error" in read) {
    console.error(read.error);
    process.exit(2);
  }
  try {
    const { uri, callbackUrl } = await subscribeToScheduler(read.options);
    console.log(`Subscribed ${callbackUrl} to ${EVENTS.join(" and ")}: ${uri}`);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
