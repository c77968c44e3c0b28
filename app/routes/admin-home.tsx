/**
 * /admin: People is the admin's home; the layout's loader sends a logged-in admin there (and an old
 * `/admin?tab=…` link to its view). No loader here: a login refused before hydration is drawn again
 * by the layout's loader alone (app/features/security/gates.server.ts, guardAdminViews).
 */
export default function AdminHome() {
  return null;
}
