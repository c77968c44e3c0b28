import { signInDoor } from "~/features/security/sign-in-door.server";
import { requiredSetupStep } from "~/features/security/sign-in-steps.server";

/** POST /api/admin/login/totp-setup (public: the second-step cookie says who; ADMIN_REQUIRE_2FA=1). */
export const action = signInDoor(requiredSetupStep);
export const loader = action;
