import { acceptInvite } from "~/features/admins/invites.server";
import { adminInviteAcceptApiSchema } from "~/features/admins/invite-schema";
import { adminLoginSchema } from "~/features/security/login-schema";
import { createOwner } from "~/features/security/owner-setup.server";
import { passkeySignInSchema } from "~/features/security/passkeys-schema";
import {
  completeWithCode,
  completeWithPasskey,
  confirmRequiredSetup,
  passkeyOptionsForStep,
  startRequiredSetup,
  type StepOutcome,
} from "~/features/security/second-step-gate.server";
import { nextStepAfterPassword, startSecondStep } from "~/features/security/second-step.server";
import { defineSignInStep, type StepAnswer } from "~/features/security/sign-in-door.server";
import { attemptLogin, signOut } from "~/features/security/sign-in.server";
import { adminSetupSchema } from "~/features/security/setup-schema";
import { secondStepCodeSchema, totpCodeSchema } from "~/features/security/two-factor-schema";
import { beginAdminSession } from "~/features/security/two-factor.server";
import { isRefused, type Refused } from "~/utils/refusal";

/**
 * The public sign-in steps, each served by `signInDoor` at its /api path (product.md §10.8): the
 * password, the owner's setup, an invitation accepted, the second step's code, passkey and required
 * authenticator, and signing out.
 */

/** The second step's outcome as its answer: the session started, and the step's cookie cleared. */
const sessionStarted = (outcome: StepOutcome): StepAnswer | Refused =>
  isRefused(outcome)
    ? outcome
    : {
        body: {
          ok: true,
          isAuthenticated: true,
          ...(outcome.recoveryCodes && { recoveryCodes: outcome.recoveryCodes }),
        },
        cookies: outcome.cookies,
      };

/** A service's answer as the step's JSON body. */
const answered = <T extends object>(result: T | Refused): StepAnswer | Refused =>
  isRefused(result) ? result : { body: result };

/**
 * A password accepted: the session, or (a second factor on, or one to set up under
 * ADMIN_REQUIRE_2FA=1) the second step's cookie, which is no session, and which step comes next.
 */
async function afterPassword(
  request: Request,
  admin: { adminUserId: number; email: string },
  clientIp: string,
  way: "password" | "invitation",
  status = 200,
): Promise<StepAnswer> {
  const next = await nextStepAfterPassword(admin.adminUserId);
  if (next === "session") {
    const cookie = await beginAdminSession(request, admin.adminUserId, clientIp, way);
    return { body: { ok: true, isAuthenticated: true, email: admin.email }, cookies: [cookie], status };
  }
  const body =
    way === "invitation"
      ? { email: admin.email, twoFactorSetupRequired: true }
      : next === "code"
        ? { twoFactorRequired: true }
        : { twoFactorSetupRequired: true };
  const cookie = await startSecondStep(admin.adminUserId);
  return { body: { ok: true, isAuthenticated: false, ...body }, cookies: [cookie], status };
}

/** POST /api/admin/login { email, password, captchaToken? }. */
export const passwordStep = defineSignInStep({
  input: adminLoginSchema,
  run: async ({ input, request, clientIp }) => {
    const result = await attemptLogin(input.email, input.password, clientIp, input.captchaToken);
    return isRefused(result) ? result : afterPassword(request, result, clientIp, "password");
  },
});

/** POST /api/admin-setup { email, password, confirmPassword, setupCode }: the owner's account (201). */
export const ownerSetupStep = defineSignInStep({
  input: adminSetupSchema,
  run: async ({ input, request, clientIp }) => {
    const owner = await createOwner(input, clientIp);
    if (isRefused(owner)) return owner;
    const cookie = await beginAdminSession(request, owner.adminUserId, clientIp, "owner-setup");
    return { body: { ok: true, isAuthenticated: true, email: owner.email }, cookies: [cookie], status: 201 };
  },
});

/** POST /api/admin-invite { token, password, confirmPassword }: the invited admin's account (201). */
export const invitationStep = defineSignInStep({
  input: adminInviteAcceptApiSchema,
  run: async ({ input, request, clientIp }) => {
    const accepted = await acceptInvite(input.token, input.password, clientIp);
    return isRefused(accepted) ? accepted : afterPassword(request, accepted, clientIp, "invitation", 201);
  },
});

/** POST /api/admin/login/2fa { code }: the authenticator's code or a recovery code. */
export const codeStep = defineSignInStep({
  input: secondStepCodeSchema,
  run: async ({ input, request, context }) =>
    sessionStarted(await completeWithCode(request, context, input.code)),
});

/** POST /api/admin/login/2fa/passkey/options: navigator.credentials.get()'s options. */
export const passkeyOptionsStep = defineSignInStep({
  run: async ({ request }) => answered(await passkeyOptionsForStep(request)),
});

/** POST /api/admin/login/2fa/passkey { response }: a passkey's answer to the step's challenge. */
export const passkeyStep = defineSignInStep({
  input: passkeySignInSchema,
  duringSecondStep: true,
  run: async ({ input, request, context }) =>
    sessionStarted(await completeWithPasskey(request, context, input.response)),
});

/** POST /api/admin/login/totp-setup: a new authenticator's { secret, otpauthUrl }, shown this once. */
export const requiredSetupStep = defineSignInStep({
  run: async ({ request }) => {
    const started = await startRequiredSetup(request);
    return isRefused(started)
      ? started
      : { body: { secret: started.secret, otpauthUrl: started.otpauthUrl } };
  },
});

/** POST /api/admin/login/totp-setup/confirm { code }: the factor on, the session, { recoveryCodes }. */
export const requiredSetupConfirmStep = defineSignInStep({
  input: totpCodeSchema,
  run: async ({ input, request, context }) =>
    sessionStarted(await confirmRequiredSetup(request, context, input.code)),
});

/** POST /api/admin/logout: ends the session and clears its cookie (fine without one). */
export const signOutStep = defineSignInStep({
  run: async ({ request, clientIp }) => ({
    body: { ok: true, isAuthenticated: false },
    cookies: [await signOut(request, clientIp)],
  }),
});
