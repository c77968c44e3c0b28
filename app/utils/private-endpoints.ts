/**
 * THE registry of private endpoints: every request matching an entry needs an admin session.
 *
 * The server refuses such a request with 401 JSON before any route code runs
 * (`refuseWithoutAdminSession` in app/utils/admin-route.server.ts, called from server/app.ts), and
 * each handler is wrapped in `adminRoute()` as well. tests/integration/private-endpoints.test.ts
 * walks this list (401 without a session, an answer with one) and fails when a route under
 * /api/admin/ or a private path of SPEC §7 is missing from it: add new private endpoints HERE.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type PrivateEndpoint = { method: HttpMethod; path: string };

export const PRIVATE_ENDPOINTS: readonly PrivateEndpoint[] = [
  // Lists of personal data (SPEC §7 and DESIGN.md).
  { method: "GET", path: "/api/admin/newsletter-subscribers" },
  { method: "GET", path: "/api/assessments" },
  { method: "GET", path: "/api/contact-inquiries" },
  { method: "GET", path: "/api/leads" },
  { method: "GET", path: "/api/admin/resource-requests" },
  { method: "GET", path: "/api/admin/outbox" },
  // Insights (visitor counts joined to leads).
  { method: "GET", path: "/api/admin/insights" },
  // Lead status.
  { method: "PUT", path: "/api/admin/assessment-lead-status/:id" },
  // The resource library (admin side).
  { method: "GET", path: "/api/admin/resources" },
  { method: "POST", path: "/api/admin/resources" },
  { method: "PUT", path: "/api/admin/resources/:id" },
  { method: "DELETE", path: "/api/admin/resources/:id" },
  { method: "PATCH", path: "/api/admin/resources/:id/publish" },
  // The blog (admin side).
  { method: "GET", path: "/api/admin/blog-posts" },
  { method: "POST", path: "/api/blog-posts" },
  { method: "PUT", path: "/api/blog-posts/:id" },
  { method: "DELETE", path: "/api/blog-posts/:id" },
  { method: "PATCH", path: "/api/blog-posts/:id/publish" },
];

/** The only paths under /api/admin/ that answer without a session. */
export const PUBLIC_ADMIN_PATHS: readonly string[] = [
  "/api/admin/login",
  "/api/admin/logout",
  "/api/admin/status",
];

/**
 * The path as the router will match it: percent-decoded, lower case (React Router matches case-
 * insensitively), without repeated or trailing slashes and without the `.data` suffix of
 * single-fetch requests (which run the same loaders and actions).
 */
export function normalizeApiPath(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURIComponent(p);
  } catch {
    // A malformed escape is matched as written.
  }
  p = p.toLowerCase().replace(/\/{2,}/g, "/");
  if (p === "/_root.data") return "/";
  p = p.replace(/\.data$/, "").replace(/\/+$/, "");
  return p === "" ? "/" : p;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((seg) => (seg.startsWith(":") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

const compiled = PRIVATE_ENDPOINTS.map((e) => ({ ...e, re: patternToRegExp(e.path) }));

/** The registry entry a request matches, if any (HEAD counts as GET). */
export function findPrivateEndpoint(method: string, pathname: string): PrivateEndpoint | undefined {
  const m = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  const path = normalizeApiPath(pathname);
  const hit = compiled.find((e) => e.method === m && e.re.test(path));
  return hit ? { method: hit.method, path: hit.path } : undefined;
}

/**
 * Whether a request needs an admin session. Fails closed: anything under /api/admin/ other than
 * login, logout and status is private with any method, registered or not.
 */
export function isPrivateRequest(method: string, pathname: string): boolean {
  if (findPrivateEndpoint(method, pathname)) return true;
  const path = normalizeApiPath(pathname);
  return path.startsWith("/api/admin/") && !PUBLIC_ADMIN_PATHS.includes(path);
}
