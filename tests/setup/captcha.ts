import type { Challenge } from "altcha-lib";
import { issueChallenge } from "~/services/captcha.server";
import { solveToToken } from "./captcha-client";

export function encodePayload(payload: unknown) {
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** Solves a challenge the way the browser widget does and returns the token the form submits. */
export function solve(challenge: Challenge) {
  return solveToToken(challenge);
}

/** A fresh challenge from the server code, solved: a valid captcha token. */
export async function solvedCaptchaToken() {
  return solve(await issueChallenge());
}
