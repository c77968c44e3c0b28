import { createContext, type RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { db, inRequestTransaction } from "~/db/client.server";
import { recordAudit, type AuditEntry } from "~/features/audit/audit.server";

/**
 * The audit trail is written by the admin gates (requireAdmin for /api/admin, guardAdminViews for
 * /admin), not by each route: every admin write runs in one request transaction (db() answers it)
 * that also inserts its audit row, and commits only when the handler answered a success (< 400), so
 * a refused write leaves nothing, not even half of itself. A route added under either gate is audited
 * with no code of its own; `auditAs` lets a handler name its action or target more precisely.
 * Downloads (a GET answering an attachment or CSV: exports) are recorded after they answer.
 * See docs/decisions/0088-audit-at-the-guard.md.
 */

type Naming = { action?: string; target?: AuditEntry["target"] };

/**
 * Write routes whose work must not hold a transaction (taking a backup reads the whole database
 * beside it, under PGlite's own lock): audited once answered, like a download.
 */
// Writes that call Stripe: their own short transactions claim and then apply, with the call between
// them (decision 0106), so they cannot run inside one; their audit row follows a success. The
// reconciliation reads Stripe first, then applies each item in its own transaction (product.md §10.14).
const untransacted = new Set([
  "/api/admin/backups",
  "/admin/backups",
  "/api/admin/events/:id/registrations/:registrationId/refund",
  "/admin/events/:id#refund",
  "/api/admin/packs/clients/:clientPackId/refund",
  "/admin/coaching#refund",
  "/api/admin/people/:id/invoice",
  "/admin/people/:id#invoice",
  "/api/admin/payments/reconciliation",
  "/admin/payments#reconcile",
]);
const namingContext = createContext<Naming | null>(null);

/**
 * For a handler behind an admin gate: the action's stable name and/or its target, when the gate's
 * default (`METHOD /pattern`, the path's last `:param`) says less (e.g. the id of what a POST created).
 */
export function auditAs(
  context: Readonly<RouterContextProvider>,
  action?: string,
  target?: AuditEntry["target"],
) {
  const naming = context.get(namingContext);
  if (!naming) return;
  if (action) naming.action = action;
  if (target !== undefined) naming.target = target;
}

type Args = {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
  pattern?: string;
};

/** The last `:param` of the pattern and the static segment before it: `people/:id/status` → people 12. */
function targetFromPath(pattern: string, params: Args["params"]): AuditEntry["target"] {
  const segments = pattern.split("/").filter(Boolean);
  for (let i = segments.length - 1; i > 0; i--) {
    const name = segments[i].startsWith(":") ? segments[i].slice(1).replace(/\?$/, "") : undefined;
    const value = name && params[name];
    if (value) return { type: segments[i - 1], id: value };
  }
  return null;
}

const lastStatic = (pattern: string) =>
  pattern
    .split("/")
    .filter((s) => s && !s.startsWith(":") && s !== "*")
    .at(-1) ?? "admin";

/** A view's post: its `intent` and posted `id`, read from a copy of the body (the action reads the original). */
async function postedFields(request: Request): Promise<{ intent?: string; id?: string }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)) return {};
  try {
    const form = await request.clone().formData();
    const text = (k: string) => {
      const v = form.get(k);
      return typeof v === "string" && v.length <= 100 ? v : undefined;
    };
    return { intent: text("intent"), id: text("id") };
  } catch {
    return {};
  }
}

/** The id a JSON answer names (what a POST created), when the path had none. */
async function answeredId(response: Response): Promise<string | undefined> {
  if (!response.headers.get("content-type")?.includes("application/json")) return undefined;
  try {
    const body: unknown = await response.clone().json();
    const id = body && typeof body === "object" && "id" in body ? body.id : undefined;
    return typeof id === "number" || typeof id === "string" ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

class Refused extends Error {
  constructor(readonly response: Response) {
    super("refused admin write: rolled back");
  }
}

const isDownload = (response: Response) =>
  /attachment/i.test(response.headers.get("content-disposition") ?? "") ||
  /^text\/csv/i.test(response.headers.get("content-type") ?? "");

/**
 * Runs the rest of an admin request (`next`) audited: a write in one transaction with its audit row,
 * a download recorded once answered, any other read as it is.
 */
export async function audited(
  args: Args,
  adminUserId: number,
  next: () => Promise<Response>,
  { view = false } = {},
): Promise<Response> {
  const { request, params, context } = args;
  const method = request.method;
  const pattern = `/${(args.pattern || new URL(request.url).pathname).replace(/^\/+/, "")}`;
  const naming: Naming = {};
  context.set(namingContext, naming);
  const address = context.get(requestContext).clientIp;
  const entryFor = async (response: Response, posted: { intent?: string; id?: string }) => {
    const action = naming.action ?? `${method} ${pattern}${posted.intent ? `#${posted.intent}` : ""}`;
    let target = naming.target !== undefined ? naming.target : targetFromPath(pattern, params);
    if (target === null && posted.id) target = { type: lastStatic(pattern), id: posted.id };
    if (target === null && !view) {
      const id = await answeredId(response);
      if (id) target = { type: lastStatic(pattern), id };
    }
    return { action, actorAdminId: adminUserId, target, address } satisfies AuditEntry;
  };

  const posted = view && method !== "GET" && method !== "HEAD" ? await postedFields(request) : {};
  const outside = untransacted.has(pattern) || untransacted.has(`${pattern}#${posted.intent}`);
  if (outside && method !== "GET" && method !== "HEAD") {
    const response = await next();
    if (response.status < 400) await recordAudit(db(), await entryFor(response, posted));
    return response;
  }
  if (method === "GET" || method === "HEAD") {
    const response = await next();
    if (response.status < 400 && isDownload(response)) await recordAudit(db(), await entryFor(response, {}));
    return response;
  }

  try {
    return await inRequestTransaction(async (tx) => {
      const response = await next();
      if (response.status >= 400) throw new Refused(response);
      await recordAudit(tx, await entryFor(response, posted));
      return response;
    });
  } catch (error) {
    if (error instanceof Refused) return error.response;
    throw error;
  }
}
