import { signInDoor } from "~/features/security/sign-in-door.server";
import { requiredSetupConfirmStep } from "~/features/security/sign-in-steps.server";

/** POST /api/admin/login/totp-setup/confirm (public: the second-step cookie says who). */
export const action = signInDoor(requiredSetupConfirmStep);
export const loader = action;
