import { z } from "zod";
import { defineWrite } from "~/admin/write.server";
import { isRefused, refuse } from "~/utils/refusal";
import { endOtherSessions, endSessionOf, SESSION_GONE } from "./admin-sessions.server";
import { passkeyRegistrationSchema } from "./passkeys-schema";
import { finishPasskeyRegistration, PASSKEY_GONE, removePasskey } from "./passkeys.server";
import { totpCodeSchema } from "./two-factor-schema";
import { confirmTotp, renewCodes, startPasskey, startTotp, turnTotpOff } from "./two-factor-settings.server";

// The admin's own second factor and sessions (product.md §10.8): each write defined once, for its
// JSON endpoint under /api/admin/2fa and the Security view's action (docs/conventions.md).

/** POST /api/admin/2fa/totp: a new authenticator key, shown this once: 201 { secret, otpauthUrl }. */
export const startTotpWrite = defineWrite({
  creates: true,
  run: async ({ adminId }) => {
    const started = await startTotp(adminId);
    return isRefused(started) ? started : { secret: started.secret, otpauthUrl: started.otpauthUrl };
  },
});

/** POST /api/admin/2fa/totp/confirm { code }: the authenticator is on: { recoveryCodes }. */
export const confirmTotpWrite = defineWrite({
  input: totpCodeSchema,
  run: ({ input, adminId }) => confirmTotp(adminId, input.code),
});

/** DELETE /api/admin/2fa/totp { code }: off, with a current code; 409 for the last factor required. */
export const turnTotpOffWrite = defineWrite({
  input: totpCodeSchema,
  run: ({ input, adminId }) => turnTotpOff(adminId, input.code),
});

/** POST /api/admin/2fa/recovery-codes: 10 new codes, the old ones void: 201 { recoveryCodes }. */
export const renewCodesWrite = defineWrite({
  creates: true,
  run: ({ adminId }) => renewCodes(adminId),
});

/** POST /api/admin/2fa/passkeys/options: navigator.credentials.create()'s options (5 minutes, once). */
export const startPasskeyWrite = defineWrite({
  run: async ({ adminId }) => {
    const started = await startPasskey(adminId);
    return isRefused(started) ? started : started.options;
  },
});

/** POST /api/admin/2fa/passkeys { name, response }: 201 { id, name, recoveryCodes? }. */
export const addPasskeyWrite = defineWrite({
  input: passkeyRegistrationSchema,
  creates: true,
  run: async ({ input, adminId }) => {
    const done = await finishPasskeyRegistration(adminId, input.response, input.name);
    if (isRefused(done)) return done;
    const { id, name, recoveryCodes } = done;
    return { id, name, ...(recoveryCodes ? { recoveryCodes } : {}) };
  },
});

/**
 * DELETE /api/admin/2fa/passkeys/{id}, and the view's removal (the id posted): another admin's or
 * none is a 404, the last factor while ADMIN_REQUIRE_2FA=1 a 409, a post naming none a 400.
 */
export const removePasskeyWrite = defineWrite({
  params: z.object({ id: z.string().max(1400, PASSKEY_GONE).optional() }),
  run: async ({ params, adminId }) =>
    params.id ? removePasskey(adminId, params.id) : refuse(400, "Which passkey?"),
});

/** The view's end of one of the admin's other sessions. */
export const endSessionWrite = defineWrite({
  params: z.object({ id: z.string({ error: SESSION_GONE }).min(1, SESSION_GONE).max(100, SESSION_GONE) }),
  run: ({ params, adminId, request }) => endSessionOf(adminId, params.id, request),
});

/** The view's end of every session of the admin's but this one: { ended }. */
export const endOtherSessionsWrite = defineWrite({
  run: ({ adminId, request }) => endOtherSessions(adminId, request),
});
