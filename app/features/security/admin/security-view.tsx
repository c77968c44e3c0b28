import { useState } from "react";
import { useFetcher } from "react-router";
import type { Route } from "./+types/security-view";
import { adminOf } from "~/admin/access.server";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction } from "~/admin/view-action";
import { forView, viewActions } from "~/admin/write.server";
import { AdminView, adminMeta, ViewSection } from "~/components/admin/admin-view";
import { FieldError } from "~/components/ui/field-error";
import { RecoveryCodesSection } from "~/features/security/admin/recovery-codes-section";
import { TotpSection } from "~/features/security/admin/totp-section";
import { AdminSessions } from "~/features/security/admin/admin-sessions";
import { AddPasskey, PasskeyList } from "~/features/security/admin/passkeys";
import type { SecurityAnswer } from "~/features/security/admin/security-answer";
import { sessionListQuerySchema } from "~/features/security/list";
import { listSessionsOf } from "~/features/security/list.server";
import { relyingParty } from "~/features/security/passkeys.server";
import { totpQrSvg } from "~/features/security/totp.server";
import { twoFactorStatus } from "~/features/security/two-factor-settings.server";
import { DigestSection } from "~/features/digest/admin/digest-section";
import { digestEnabled, digestPreview, setDigestWrite } from "~/features/digest/digest.server";
import {
  confirmTotpWrite,
  endOtherSessionsWrite,
  endSessionWrite,
  removePasskeyWrite,
  renewCodesWrite,
  startTotpWrite,
  turnTotpOffWrite,
} from "~/features/security/writes.server";

export const meta = () => adminMeta("Security");

/** /admin/security: the admin's own second factor, recovery codes and sessions (product.md §10.8). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminOf(context).adminUserId;
  const [factors, sessions, digest] = await Promise.all([
    twoFactorStatus(admin),
    listPage(request, sessionListQuerySchema, (q) => listSessionsOf(admin, request, q)),
    // product.md §10.13: the weekly digest's switch and this week's so far.
    Promise.all([digestEnabled(admin), digestPreview()]).then(([enabled, preview]) => ({ enabled, preview })),
  ]);
  return withListStatus(
    { factors, sessions, digest, passkeysAvailable: relyingParty() !== undefined },
    sessions,
  );
}

/**
 * The view's writes, by `intent`, each the JSON API's own (../writes.server.ts). Adding a passkey
 * needs the browser's WebAuthn ceremony: the view's script posts to the JSON API for it (./passkeys.tsx).
 */
export const action = viewActions({
  // The setup's key shows as a QR code here; the JSON API answers the otpauth URL it encodes.
  "totp-start": forView(startTotpWrite, async (key) => ({
    totpSetup: { ...key, qrSvg: await totpQrSvg(key.otpauthUrl) },
  })),
  "totp-confirm": confirmTotpWrite,
  "totp-off": turnTotpOffWrite,
  "recovery-renew": renewCodesWrite,
  "passkey-remove": removePasskeyWrite,
  "end-session": endSessionWrite,
  "end-others": endOtherSessionsWrite,
  digest: setDigestWrite,
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

export default function AdminSecurityPage({ loaderData }: Route.ComponentProps) {
  const { factors, sessions, digest, passkeysAvailable } = loaderData;
  const fetcher = useFetcher<SecurityAnswer>({ key: "security" });
  const answer = fetcher.data;
  // Recovery codes come from a post of this view or from a first passkey (its script's answer).
  const [passkeyCodes, setPasskeyCodes] = useState<{ codes: string[]; after: unknown }>();
  const freshCodes =
    passkeyCodes && passkeyCodes.after === answer
      ? passkeyCodes.codes
      : answer?.ok
        ? answer.recoveryCodes
        : undefined;
  const passkeyError = answer && !answer.ok && answer.intent === "passkey-remove" ? answer.error : undefined;
  return (
    <AdminView title="Security">
      <TotpSection factors={factors} fetcher={fetcher} />
      <ViewSection headingId="passkeys-heading" title="Passkeys" className="mt-8 grid max-w-2xl gap-3">
        <p>
          A passkey (this device's screen lock, a phone, or a security key) can confirm it is you after the
          password, instead of a code.
        </p>
        <PasskeyList passkeys={factors.passkeys} fetcher={fetcher} />
        <FieldError>{passkeyError}</FieldError>
        {passkeysAvailable ? (
          <AddPasskey onCodes={(codes) => setPasskeyCodes({ codes, after: answer })} />
        ) : (
          <p>
            Passkeys need the site to be reached at a domain name (its SITE_URL setting), not an IP address.
          </p>
        )}
      </ViewSection>
      <RecoveryCodesSection factors={factors} freshCodes={freshCodes} fetcher={fetcher} />
      <AdminSessions sessions={sessions} fetcher={fetcher} />
      <DigestSection enabled={digest.enabled} preview={digest.preview} />
    </AdminView>
  );
}
