import { data } from "react-router";

/** The tokens our e-mails' links carry (hex): anything else is not looked up. */
export const LINK_TOKEN = /^[a-f0-9]{16,128}$/;

/** A URL's parameter if it is a link token, else "". */
export const tokenParam = (url: URL | string, name = "token") => {
  const value = new URL(url).searchParams.get(name) ?? "";
  return LINK_TOKEN.test(value) ? value : "";
};

/**
 * The token a link page's POST acts on: in its URL (the page's button, a mail client's one-click
 * request), or the posted form's `token` (a form that carries it as a field). "" when it is no token.
 */
export async function postedToken(request: Request) {
  const inUrl = tokenParam(request.url);
  if (inUrl || !request.headers.get("content-type")?.includes("form")) return inUrl;
  const posted = String((await request.formData()).get("token") ?? "");
  return LINK_TOKEN.test(posted) ? posted : "";
}

/** An address as a link's page shows it, partly hidden: the link may have been forwarded. */
export function maskEmail(email: string) {
  const [user, domain] = email.split("@");
  return `${user.slice(0, 2)}${"•".repeat(Math.max(1, user.length - 2))}@${domain}`;
}

/** A link page's answer to an unknown or spent token: 404, and the page says so. */
export const unknownLink = () => data({ state: "unknown" as const }, { status: 404 });

/** A link page's answer once its work is done (or was done before). */
export const linkDone = () => ({ state: "done" as const });

/** A link page's GET: the confirm button while there is something to do, else "done"; with what it says. */
export const linkAsks = <T extends object>(pending: boolean, token: string, say: T) => ({
  state: pending ? ("confirm" as const) : ("done" as const),
  token,
  ...say,
});
