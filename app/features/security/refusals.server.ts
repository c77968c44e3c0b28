import { jsonError } from "~/utils/http.server";
import type { Refusal, Refused } from "~/utils/refusal";

/** A refusal of the sign-in doors with what the login form needs beside it: show the captcha. */
export type SignInRefused = Refused & { captchaRequired?: boolean };

/**
 * The public sign-in doors' answer to a refusal (POST /api/admin/login, /api/admin-setup,
 * /api/admin-invite and the second step's): `{ error, fields? }` with its status, as every JSON
 * endpoint says one, never stored by a cache; a 429 names its wait in Retry-After and in the body
 * (`retryAfterSeconds`), and a login past its free attempts says `captchaRequired`.
 */
export function signInRefusal(
  { status, message, field, retryAfterSeconds }: Refusal,
  captchaRequired = false,
) {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (retryAfterSeconds) headers["Retry-After"] = String(retryAfterSeconds);
  const extra = {
    ...(field ? { fields: { [field]: message } } : {}),
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
    ...(captchaRequired ? { captchaRequired } : {}),
  };
  return jsonError(status, message, extra, headers);
}
