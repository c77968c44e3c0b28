import { signInDoor } from "~/features/security/sign-in-door.server";
import { invitationStep } from "~/features/security/sign-in-steps.server";

/** POST /api/admin-invite (public): accepts an invitation as its page does; 429 past the failed links. */
export const action = signInDoor(invitationStep);
export const loader = action;
