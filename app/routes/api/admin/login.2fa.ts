import { signInDoor } from "~/features/security/sign-in-door.server";
import { codeStep } from "~/features/security/sign-in-steps.server";

/** POST /api/admin/login/2fa (public: the second-step cookie says who); 401 without one, 429 past the limit. */
export const action = signInDoor(codeStep);
export const loader = action;
