import { signInDoor } from "~/features/security/sign-in-door.server";
import { passkeyOptionsStep } from "~/features/security/sign-in-steps.server";

/** POST /api/admin/login/2fa/passkey/options (public: the second-step cookie says who). */
export const action = signInDoor(passkeyOptionsStep);
export const loader = action;
