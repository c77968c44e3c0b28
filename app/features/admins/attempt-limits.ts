// The limits on failed attempts at an admin's doors, counted in the database so that every app
// instance shares them: a failed sign-in (app/features/security/sign-in.server.ts) and a failed
// invitation link (./invites.server.ts) count alike, per address.

/** How long failed attempts are remembered. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures per address, whatever the e-mail, before the address is refused (429). */
export const LOGIN_LIMIT_PER_ADDRESS = 20;
