import { signInDoor } from "~/features/security/sign-in-door.server";
import { passkeyStep } from "~/features/security/sign-in-steps.server";

/** POST /api/admin/login/2fa/passkey (public: the second-step cookie says who); 401 without one. */
export const action = signInDoor(passkeyStep);
export const loader = action;
