import { z } from "zod";
import { emailField, requiredString } from "~/schemas/common";
import { newPasswordFields, withMatchingPasswords } from "./password-schema";

/** How long an invitation's link works (product.md §10.8). */
export const INVITE_VALID_HOURS = 72;

/** Inviting an admin (the /admin/admins form, POST /api/admin/invites): the address the link goes to. */
export const adminInviteSchema = z.object({ email: emailField() });

/** Accepting an invitation on its page: the new admin's password, typed twice (rules of owner setup). */
export const adminInviteAcceptSchema = withMatchingPasswords(z.object(newPasswordFields));

/** POST /api/admin-invite: the link's token and the password, as on the page. */
export const adminInviteAcceptApiSchema = withMatchingPasswords(
  z.object({
    token: requiredString("Token").max(128, "Token must be at most 128 characters"),
    ...newPasswordFields,
  }),
);
