import { expect } from "vitest";
import { solvedTokenFrom } from "../setup/captcha-client";
import { ADMIN } from "./podman";

/** The page's canonical URL, as the server rendered it. */
export async function canonicalOf(url: string) {
  const html = await (await fetch(`${url}/`)).text();
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

/** Signs the admin of ADMIN in (the JSON login the admin's page posts) and returns the session cookie. */
export async function signIn(url: string) {
  const res = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(
    (await (await fetch(`${url}/api/admin/status`, { headers: { cookie } })).json()).isAuthenticated,
  ).toBe(true);
  return cookie;
}

/** Sends the contact form (its captcha solved as the browser's widget does) from `email`. */
export async function submitContactForm(url: string, email: string) {
  const res = await fetch(`${url}/api/contact-inquiry`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      fullName: "Dana Reyes",
      workEmail: email,
      companyName: "Acme",
      role: "other",
      otherRole: "Head of Partnerships",
      companySize: "51-200",
      trainingInterest: ["not-sure"],
      timeline: "asap",
      needsDescription: "Budgets, from the container test.",
      captchaToken: await solvedTokenFrom(url),
    }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

/** The contact inquiries from `email` the admin sees. */
export async function inquiriesFrom(url: string, cookie: string, email: string) {
  const res = await fetch(`${url}/api/admin/contact-inquiries?q=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as Array<{ workEmail: string }>).filter((i) => i.workEmail === email);
}

/**
 * What every way of running the site must do, once waitReady has had /readyz answer 200: the home
 * page (its canonical URL on SITE_URL), the health check, an admin's sign-in, a form's submission
 * that the admin then sees. /readyz is not asked again: on the embedded database it answers 503
 * while a backup holds PGlite's lock (a first start after BACKUP_HOUR takes the nightly one at once).
 */
export async function checkSite(url: string, siteUrl: string, email: string) {
  const home = await fetch(`${url}/`);
  expect(home.status).toBe(200);
  expect(await canonicalOf(url)).toBe(new URL("/", siteUrl).toString());
  expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: "ok" });
  const cookie = await signIn(url);
  await submitContactForm(url, email);
  expect(await inquiriesFrom(url, cookie, email)).toHaveLength(1);
  return cookie;
}
