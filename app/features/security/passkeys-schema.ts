import { z } from "zod";

/**
 * The browser's answers to a WebAuthn ceremony, as @simplewebauthn/browser sends them (JSON with
 * base64url strings). Only their shape is checked here, with generous length limits; what they say
 * (challenge, origin, signature) is checked by @simplewebauthn/server in app/features/security/passkeys.server.ts.
 */
const b64url = (what: string, max: number) =>
  z
    .string({ error: `${what} is missing` })
    .min(1, `${what} is missing`)
    .max(max, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} is not base64url`);

const credentialBase = {
  id: b64url("The credential id", 1400),
  rawId: b64url("The credential id", 1400),
  type: z.literal("public-key", { error: "The credential type must be public-key" }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

export const registrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url("clientDataJSON", 4000),
    attestationObject: b64url("attestationObject", 32000),
    transports: z.array(z.string().max(40)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: z.string().max(4000).optional(),
    authenticatorData: z.string().max(8000).optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url("clientDataJSON", 4000),
    authenticatorData: b64url("authenticatorData", 8000),
    signature: b64url("signature", 2000),
    userHandle: z.string().max(200).optional(),
  }),
});

/** The passkey's name in the admin's list ("Laptop", "Phone"). */
export const passkeyNameSchema = z
  .string({ error: "Name the passkey" })
  .trim()
  .min(1, "Name the passkey")
  .max(60, "Keep the name under 60 characters");

/** POST /api/admin/2fa/passkeys: the registration's answer and the name to list it under. */
export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});

/** POST /api/admin/login/2fa/passkey: the authentication's answer. */
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });
