import { useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/security-view";
import { adminOf } from "~/admin/access.server";
import { readFields, readForm, refuse, unreadableForm } from "~/admin/view-form.server";
import { submitViewAction } from "~/admin/view-action";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { RecoveryCodes, TotpSecret } from "~/features/security/admin/second-step-forms";
import { AdminSessions } from "~/features/security/admin/admin-sessions";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { fieldClasses } from "~/components/ui/field-styles";
import { Label } from "~/components/ui/label";
import { totpCodeSchema } from "~/features/security/two-factor-schema";
import { passkeyRemoveSchema } from "~/features/security/passkeys-schema";
import { relyingParty, removePasskey } from "~/features/security/passkeys.server";
import { AddPasskey, PasskeyList } from "~/features/security/admin/passkeys";
import { listSessionsOf, endOtherSessions, endSessionOf } from "~/features/security/admin-sessions.server";
import {
  confirmTotp,
  renewCodes,
  startTotp,
  turnTotpOff,
  LAST_FACTOR_TEXT,
  twoFactorStatus,
} from "~/features/security/two-factor-settings.server";

export const meta = () => adminMeta("Security");

/** /admin/security: the admin's own second factor, recovery codes and sessions (issue 27). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminOf(context).adminUserId;
  const [factors, sessions] = await Promise.all([twoFactorStatus(admin), listSessionsOf(admin, request)]);
  return { factors, sessions, passkeysAvailable: relyingParty() !== undefined };
}

type Answer = {
  ok: boolean;
  error?: string;
  intent?: string;
  totpSetup?: { secret: string; qrSvg: string; otpauthUrl: string };
  recoveryCodes?: string[];
};

const sessionForm = z.object({ id: z.string({ error: "Which session?" }).min(1).max(100) });

/**
 * The view's posts (`intent`): the authenticator's setup, its confirmation and removal, a passkey's
 * removal, new recovery codes, sessions. Adding a passkey needs the browser's WebAuthn ceremony: the
 * view's script posts to the JSON API for it (components/admin/passkeys.tsx).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return unreadableForm();
  const admin = adminOf(context).adminUserId;
  const intent = String(form.get("intent"));
  if (intent === "totp-start") {
    const started = await startTotp(admin);
    if (started.kind !== "ok") return refuse(409, "An authenticator app is already on.");
    const { secret, qrSvg, otpauthUrl } = started;
    return { ok: true, intent, totpSetup: { secret, qrSvg, otpauthUrl } } satisfies Answer;
  }
  if (intent === "totp-confirm" || intent === "totp-off") {
    const read = readFields(form, totpCodeSchema);
    if ("error" in read) return refuse(400, read.error, { intent });
    if (intent === "totp-off") {
      const off = await turnTotpOff(admin, read.value.code);
      if (off === "last-factor") return refuse(409, LAST_FACTOR_TEXT, { intent });
      return off === "off"
        ? ({ ok: true, intent } satisfies Answer)
        : refuse(400, "That code is not valid.", { intent });
    }
    const done = await confirmTotp(admin, read.value.code);
    if (!done) return refuse(400, "That code is not valid. Enter the current code from the app.", { intent });
    return { ok: true, intent, recoveryCodes: done.recoveryCodes } satisfies Answer;
  }
  if (intent === "recovery-renew") {
    const codes = await renewCodes(admin);
    if (!codes) return refuse(409, "Turn on an authenticator app or add a passkey first.", { intent });
    return { ok: true, intent, recoveryCodes: codes } satisfies Answer;
  }
  if (intent === "passkey-remove") {
    const read = readFields(form, passkeyRemoveSchema);
    if ("error" in read) return refuse(400, read.error, { intent });
    const removed = await removePasskey(admin, read.value.id);
    if (removed === "not-found") return refuse(404, "That passkey has already been removed.", { intent });
    if (removed === "last-factor") return refuse(409, LAST_FACTOR_TEXT, { intent });
    return { ok: true, intent } satisfies Answer;
  }
  if (intent === "end-session" || intent === "end-others") {
    if (intent === "end-others") return { ok: true, intent, ended: await endOtherSessions(admin, request) };
    const read = readFields(form, sessionForm);
    if ("error" in read) return refuse(400, read.error, { intent });
    if (!(await endSessionOf(admin, read.value.id, request)))
      return refuse(404, "That session has already ended.");
    return { ok: true, intent };
  }
  return refuse(400, "Unknown form.");
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

function CodeForm({
  intent,
  label,
  fetcher,
}: {
  intent: string;
  label: string;
  fetcher: ReturnType<typeof useFetcher>;
}) {
  const id = `code-${intent}`;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={intent} />
      <div className="grid gap-1">
        <Label htmlFor={id}>Code from the app</Label>
        <input
          id={id}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          className={fieldClasses}
        />
      </div>
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        {label}
      </Button>
    </fetcher.Form>
  );
}

export default function AdminSecurityPage({ loaderData }: Route.ComponentProps) {
  const { factors, sessions, passkeysAvailable } = loaderData;
  const fetcher = useFetcher<Answer>({ key: "security" });
  const documentAnswer = useActionData() as Answer | undefined;
  const answer = fetcher.data ?? documentAnswer;
  // The setup stays on screen while its code is refused.
  const [setup, setSetup] = useState(answer?.totpSetup);
  if (answer?.totpSetup && answer.totpSetup !== setup) setSetup(answer.totpSetup);
  // Recovery codes come from a post of this view or from a first passkey (its script's answer).
  const [passkeyCodes, setPasskeyCodes] = useState<{ codes: string[]; after: unknown }>();
  const freshCodes =
    passkeyCodes && passkeyCodes.after === answer ? passkeyCodes.codes : answer?.recoveryCodes;
  const showSetup = factors.totp === "pending" && setup;
  const anyFactor = factors.totp === "on" || factors.passkeys.length > 0;
  const error = answer && !answer.ok ? answer.error : undefined;
  const passkeyError = answer?.intent === "passkey-remove" ? error : undefined;
  return (
    <AdminView title="Security">
      <section aria-labelledby="totp-heading" className="mt-4 grid max-w-2xl gap-3">
        <h2 id="totp-heading" className="text-xl font-semibold text-brand-900">
          Authenticator app
        </h2>
        <p>
          {factors.totp === "on"
            ? "On: signing in asks for a code from your app after the password."
            : factors.passkeys.length > 0
              ? "Off: signing in asks for one of your passkeys after the password."
              : "Off: signing in needs the password only."}
        </p>
        {factors.totp === "on" ? (
          <CodeForm intent="totp-off" label="Turn off" fetcher={fetcher} />
        ) : showSetup ? (
          <>
            <TotpSecret setup={showSetup} />
            <CodeForm intent="totp-confirm" label="Turn on" fetcher={fetcher} />
          </>
        ) : (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="totp-start" />
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              Set up an authenticator app
            </Button>
          </fetcher.Form>
        )}
        <FieldError>{passkeyError ? undefined : error}</FieldError>
      </section>
      <section aria-labelledby="passkeys-heading" className="mt-8 grid max-w-2xl gap-3">
        <h2 id="passkeys-heading" className="text-xl font-semibold text-brand-900">
          Passkeys
        </h2>
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
      </section>
      <section aria-labelledby="recovery-heading" className="mt-8 grid max-w-2xl gap-3">
        <h2 id="recovery-heading" className="text-xl font-semibold text-brand-900">
          Recovery codes
        </h2>
        {freshCodes ? <RecoveryCodes codes={freshCodes} /> : null}
        {anyFactor ? (
          <>
            <p className="text-sm">Recovery codes left: {factors.recoveryCodesLeft}</p>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="recovery-renew" />
              <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
                New recovery codes
              </Button>
            </fetcher.Form>
          </>
        ) : (
          <p className="text-sm">You receive 10 when you turn on your first second factor.</p>
        )}
      </section>
      <AdminSessions sessions={sessions} fetcher={fetcher} />
    </AdminView>
  );
}
