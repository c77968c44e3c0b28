import type { LoginResult } from "~/features/security/sign-in.server";
import type { SetupResult } from "~/features/security/owner-setup.server";
import { tooManyMessage } from "~/services/rate-limit.server";
import { captchaMessages } from "~/services/captcha.server";

/** Why a login or the owner's setup was refused: the same words through the JSON API and the admin page's forms. */
export type AdminRefusal = {
  status: number;
  message: string;
  /** Per field, for the form and the JSON body's `fields`. */
  fields?: Record<string, string>;
  /** The e-mail is past its free attempts: the form shows the captcha. */
  captchaRequired?: boolean;
  retryAfterSeconds?: number;
};

// product.md §5's captcha message (contact form), used here too.
const CAPTCHA_REQUIRED = "Please complete the CAPTCHA verification.";

/** A refused login (POST /api/admin/login and the login form on /admin). */
export function loginRefusal(result: Exclude<LoginResult, { kind: "ok" }>): AdminRefusal {
  if (result.kind === "limited") {
    const { retryAfterSeconds } = result;
    return {
      status: 429,
      message: tooManyMessage(retryAfterSeconds, "failed login attempts"),
      retryAfterSeconds,
    };
  }
  // Past the free attempts for this e-mail, each attempt needs a solved captcha; the form then shows it.
  if (result.kind === "captcha") {
    const message = result.reason === "required" ? CAPTCHA_REQUIRED : captchaMessages[result.reason];
    return { status: 400, message, fields: { captchaToken: message }, captchaRequired: true };
  }
  // The same answer for an unknown e-mail and a wrong password.
  return { status: 401, message: "Invalid credentials", captchaRequired: result.captchaRequired };
}

/** A refused owner setup (POST /api/admin-setup and the first-run form on /admin). */
export function setupRefusal(result: Exclude<SetupResult, { kind: "ok" }>): AdminRefusal {
  if (result.kind === "admin-exists")
    return { status: 409, message: "The owner account already exists. Log in at /admin instead." };
  if (result.kind === "limited") {
    const { retryAfterSeconds } = result;
    return { status: 429, message: tooManyMessage(retryAfterSeconds, "setup attempts"), retryAfterSeconds };
  }
  return {
    status: 403,
    message: "That setup code is not valid. Use the code the server printed when it started.",
    fields: { setupCode: "Not a valid setup code" },
  };
}
