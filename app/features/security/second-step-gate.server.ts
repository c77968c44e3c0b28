import { requestContext } from "~/context";
import type { RouterContextProvider } from "react-router";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { inRequestTransaction } from "~/db/client.server";
import { recordAudit } from "~/features/audit/audit.server";
import { renewRecoveryCodes } from "~/features/security/recovery-codes.server";
import { endSecondStep, readSecondStep, type SecondStep } from "~/features/security/second-step.server";
import { adminEmailById } from "~/features/security/sign-in.server";
import { startTotpSetup, takeTotpCode } from "~/features/security/totp.server";
import {
  beginAdminSession,
  checkSecondStepCode,
  checkSecondStepPasskey,
} from "~/features/security/two-factor.server";
import { startPasskeySignIn } from "~/features/security/passkeys.server";
import { isRefused, refuse, type Refused } from "~/utils/refusal";

/**
 * What the second step's posts do, for the JSON API (POST /api/admin/login/2fa, …/totp-setup) and the
 * admin layout's forms alike: each answers a refusal, or the Set-Cookie headers to send back (the
 * session started, the second step's cookie cleared).
 */
export type StepDone = { ok: true; cookies: string[]; recoveryCodes?: string[] };
export type StepOutcome = StepDone | Refused;

export const NO_SECOND_STEP =
  "Your sign-in has expired or was not started. Log in with your e-mail and password again.";
const noStep = () => refuse(401, NO_SECOND_STEP);

const addressOf = (context: Readonly<RouterContextProvider>) => context.get(requestContext).clientIp;

/** A code (TOTP or recovery) completes the second step: the session starts. */
export const completeWithCode = (request: Request, context: Readonly<RouterContextProvider>, code: string) =>
  complete(request, context, async (step, address) => {
    const checked = await checkSecondStepCode(step.adminUserId, code, address);
    return isRefused(checked) ? checked : checked.way;
  });

/**
 * The second step's passkey options (navigator.credentials.get()): the admin's passkeys, the challenge
 * kept on the step. 401 without a second step, 409 when the admin has no passkey.
 */
export async function passkeyOptionsForStep(request: Request) {
  const step = await readSecondStep(request);
  if (!step) return noStep();
  return startPasskeySignIn(step.key, step.adminUserId);
}

/** A passkey's answer completes the second step: the session starts, as with a code. */
export const completeWithPasskey = (
  request: Request,
  context: Readonly<RouterContextProvider>,
  response: AuthenticationResponseJSON,
) =>
  complete(request, context, async (step, address) => {
    const checked = await checkSecondStepPasskey(step, response, address);
    return isRefused(checked) ? checked : ("passkey" as const);
  });

type Way = "totp" | "recovery-code" | "passkey";

/** The second step under way, checked by `check` (the way it was passed, or a refusal), then finished. */
async function complete(
  request: Request,
  context: Readonly<RouterContextProvider>,
  check: (step: SecondStep, address: string) => Promise<Way | Refused>,
): Promise<StepOutcome> {
  const step = await readSecondStep(request);
  if (!step) return noStep();
  const address = addressOf(context);
  const way = await check(step, address);
  return isRefused(way) ? way : finish(request, step, address, way);
}

async function finish(request: Request, step: SecondStep, address: string, way: Way) {
  const session = await beginAdminSession(request, step.adminUserId, address, way);
  return { ok: true as const, cookies: [session, await endSecondStep(step)] };
}

/** With ADMIN_REQUIRE_2FA=1 and no factor yet: the authenticator's setup, during the second step. */
export async function startRequiredSetup(request: Request) {
  const step = await readSecondStep(request);
  if (!step) return noStep();
  const email = (await adminEmailById(step.adminUserId)) ?? "admin";
  return startTotpSetup(step.adminUserId, email);
}

/** …confirmed with its first code: the factor is on, the recovery codes are made, the session starts. */
export async function confirmRequiredSetup(
  request: Request,
  context: Readonly<RouterContextProvider>,
  code: string,
): Promise<StepOutcome> {
  const step = await readSecondStep(request);
  if (!step) return noStep();
  const address = addressOf(context);
  return inRequestTransaction(async (tx): Promise<StepOutcome> => {
    if (!(await takeTotpCode(step.adminUserId, code, true)))
      return refuse(400, "That code is not valid. Enter the current code.", { field: "code" });
    const recoveryCodes = await renewRecoveryCodes(step.adminUserId);
    await recordAudit(tx, { action: "2fa.totp.on", actorAdminId: step.adminUserId, address });
    const outcome = await finish(request, step, address, "totp");
    return { ...outcome, recoveryCodes };
  });
}
