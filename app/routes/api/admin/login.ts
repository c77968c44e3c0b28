import { signInDoor } from "~/features/security/sign-in-door.server";
import { passwordStep } from "~/features/security/sign-in-steps.server";

/** POST /api/admin/login (public): a session, the second step's cookie, or why not (product.md §10.8). */
export const action = signInDoor(passwordStep);
export const loader = action;
