import { requestContext } from "~/context";
import type { RouterContextProvider } from "react-router";
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
import { NO_RELYING_PARTY, startPasskeySignIn } from "~/features/security/passkeys.server";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { tooManyMessage } from "~/services/rate-limit.server";
import { inRequestTransaction } from "~/db/client.server";

/**
 * What the second step's posts do, for the JSON API (POST /api/admin/login/2fa, …/totp-setup) and the
 * admin layout's forms alike: each answers a refusal (status, message) or what to send back and the
 * Set-Cookie headers (the session started, the second step's cookie cleared).
 */
export type StepOutcome =
  | { ok: false; status: number; message: string; retryAfterSeconds?: number }
  | { ok: true; cookies: string[]; recoveryCodes?: string[] };

export const NO_SECOND_STEP =
  "Your sign-in has expired or was not started. Log in with your e-mail and password again.";
const WRONG_CODE = "That code is not valid. Try the current code, or a recovery code.";

const addressOf = (context: Readonly<RouterContextProvider>) => context.get(requestContext).clientIp;

/** A code (TOTP or recovery) completes the second step: the session starts. */
export async function completeWithCode(
  request: Request,
  context: Readonly<RouterContextProvider>,
  code: string,
): Promise<StepOutcome> {
  const step = await readSecondStep(request);
  if (!step) return { ok: false, status: 401, message: NO_SECOND_STEP };
  const address = addressOf(context);
  const checked = await checkSecondStepCode(step.adminUserId, code, address);
  if (checked.kind === "limited") {
    const { retryAfterSeconds } = checked;
    return {
      ok: false,
      status: 429,
      message: tooManyMessage(retryAfterSeconds, "wrong codes"),
      retryAfterSeconds,
    };
  }
  if (checked.kind === "invalid") return { ok: false, status: 401, message: WRONG_CODE };
  return finish(request, step, address, checked.way);
}

/**
 * The second step's passkey options (navigator.credentials.get()): the admin's passkeys, the challenge
 * kept on the step. 401 without a second step, 409 when the admin has no passkey.
 */
export async function passkeyOptionsForStep(request: Request) {
  const step = await readSecondStep(request);
  if (!step) return { ok: false as const, status: 401, message: NO_SECOND_STEP };
  const started = await startPasskeySignIn(step.key, step.adminUserId);
  if (started.kind === "unavailable") return { ok: false as const, status: 409, message: NO_RELYING_PARTY };
  if (started.kind === "none")
    return { ok: false as const, status: 409, message: "No passkey is set up for this account." };
  return { ok: true as const, options: started.options };
}

/** A passkey's answer completes the second step: the session starts, as with a code. */
export async function completeWithPasskey(
  request: Request,
  context: Readonly<RouterContextProvider>,
  response: AuthenticationResponseJSON,
): Promise<StepOutcome> {
  const step = await readSecondStep(request);
  if (!step) return { ok: false, status: 401, message: NO_SECOND_STEP };
  const address = addressOf(context);
  const checked = await checkSecondStepPasskey(step, response, address);
  if (checked.kind === "limited") {
    const { retryAfterSeconds } = checked;
    return {
      ok: false,
      status: 429,
      message: tooManyMessage(retryAfterSeconds, "failed attempts"),
      retryAfterSeconds,
    };
  }
  if (checked.kind === "invalid")
    return {
      ok: false,
      status: 401,
      message: "That passkey was not accepted. Try again, or enter a code instead.",
    };
  return finish(request, step, address, "passkey");
}

async function finish(
  request: Request,
  step: SecondStep,
  address: string,
  way: "totp" | "recovery-code" | "passkey",
) {
  const session = await beginAdminSession(request, step.adminUserId, address, way);
  return { ok: true as const, cookies: [session, await endSecondStep(step)] };
}

/** With ADMIN_REQUIRE_2FA=1 and no factor yet: the authenticator's setup, during the second step. */
export async function startRequiredSetup(request: Request) {
  const step = await readSecondStep(request);
  if (!step) return { ok: false as const, status: 401, message: NO_SECOND_STEP };
  const email = (await adminEmailById(step.adminUserId)) ?? "admin";
  const started = await startTotpSetup(step.adminUserId, email);
  if (started.kind !== "ok")
    return { ok: false as const, status: 409, message: "An authenticator is already on." };
  return { ok: true as const, ...started };
}

/** …confirmed with its first code: the factor is on, the recovery codes are made, the session starts. */
export async function confirmRequiredSetup(
  request: Request,
  context: Readonly<RouterContextProvider>,
  code: string,
): Promise<StepOutcome> {
  const step = await readSecondStep(request);
  if (!step) return { ok: false, status: 401, message: NO_SECOND_STEP };
  const address = addressOf(context);
  return inRequestTransaction(async (tx) => {
    if (!(await takeTotpCode(step.adminUserId, code, true)))
      return { ok: false as const, status: 400, message: "That code is not valid. Enter the current code." };
    const recoveryCodes = await renewRecoveryCodes(step.adminUserId);
    await recordAudit(tx, { action: "2fa.totp.on", actorAdminId: step.adminUserId, address });
    const outcome = await finish(request, step, address, "totp");
    return { ...outcome, recoveryCodes };
  });
}

/** The outcome as the JSON API's answer. */
export function stepJson(outcome: StepOutcome, body: object = {}) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (!outcome.ok) {
    if (outcome.retryAfterSeconds) headers.set("Retry-After", String(outcome.retryAfterSeconds));
    return Response.json({ error: outcome.message }, { status: outcome.status, headers });
  }
  for (const c of outcome.cookies) headers.append("Set-Cookie", c);
  const extra = outcome.recoveryCodes ? { recoveryCodes: outcome.recoveryCodes } : {};
  return Response.json({ ok: true, isAuthenticated: true, ...extra, ...body }, { headers });
}
