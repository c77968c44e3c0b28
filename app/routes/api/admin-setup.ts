import { signInDoor } from "~/features/security/sign-in-door.server";
import { ownerSetupStep } from "~/features/security/sign-in-steps.server";

/** POST /api/admin-setup (public, while no admin exists): the owner's account, signed in. */
export const action = signInDoor(ownerSetupStep);
export const loader = action;
