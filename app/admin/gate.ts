/**
 * What the /admin guard (app/features/security/gates.server.ts) throws instead of any view's data: enough for the
 * layout's error boundary to draw the login, or the owner's first-run setup.
 */
export type AdminGate = {
  gate: "login";
  needsOwner: boolean;
  /** (product.md §10.8) after a right password, the second step (a code or passkey), or a factor to set up. */
  step?: "code" | "setup";
  passkeys?: boolean;
};

export const isAdminGate = (value: unknown): value is AdminGate =>
  typeof value === "object" && value !== null && (value as AdminGate).gate === "login";
