import { createContext, type RouterContextProvider } from "react-router";
import type { AdminSession } from "~/services/session.server";

// The admin's gates are the security feature's (app/features/security/gates.server.ts): they put the
// session they found here, in the admin kit below every feature, for the handlers behind them (e.g.
// to record which admin made a change).

/** The admin session a gate found; null when the gate let a logged-out request through. */
export const adminSessionContext = createContext<AdminSession | null>(null);

/** The admin behind this request; only for loaders and actions behind requireAdmin() or guardAdminViews(). */
export function adminOf(context: Readonly<RouterContextProvider>): AdminSession {
  const session = context.get(adminSessionContext);
  if (!session) throw new Error("adminOf() called in a route that is not behind an admin gate");
  return session;
}

/** The admin session, or null when the gate let a logged-out request through (the layout's own posts). */
export function sessionOf(context: Readonly<RouterContextProvider>): AdminSession | null {
  return context.get(adminSessionContext);
}
