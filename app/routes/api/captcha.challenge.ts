import { issueChallenge } from "~/services/captcha.server";
import { methodNotAllowed } from "~/utils/http.server";

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge for the contact form's widget. */
export async function loader() {
  const challenge = await issueChallenge();
  // Each challenge is good once: never cached by the browser or a CDN.
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
