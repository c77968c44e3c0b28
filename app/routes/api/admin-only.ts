import { requireAdmin } from "~/features/security/gates.server";

/**
 * The admin layout of app/routes.ts: every route nested under it needs an admin session for every
 * method, checked here before any of their loaders or actions run.
 */
export const middleware = [requireAdmin()];
