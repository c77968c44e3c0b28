import { signInDoor } from "~/features/security/sign-in-door.server";
import { signOutStep } from "~/features/security/sign-in-steps.server";

/** POST /api/admin/logout: ends the session and clears the cookie. */
export const action = signInDoor(signOutStep);
export const loader = action;
