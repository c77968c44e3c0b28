import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { issueChallenge } from "~/utils/captcha.server";

export function encodePayload(payload: unknown) {
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** Solves a challenge the way the browser widget does and returns the token the form submits. */
export async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return encodePayload({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution });
}

/** A fresh challenge from the server, solved: a valid captcha token. */
export async function solvedCaptchaToken() {
  return solve(await issueChallenge());
}
