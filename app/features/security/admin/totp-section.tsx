import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { fieldClasses } from "~/components/ui/field-styles";
import { Label } from "~/components/ui/label";
import { TotpSecret } from "~/features/security/admin/second-step-forms";
import type { SecurityFetcher } from "~/features/security/admin/security-answer";
import { ViewSection } from "~/components/admin/admin-view";

type Factors = { totp: "off" | "pending" | "on"; passkeys: unknown[] };

function CodeForm({ intent, label, fetcher }: { intent: string; label: string; fetcher: SecurityFetcher }) {
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

/** The authenticator app: set it up (its key shown once), confirm it with a code, or turn it off with one. */
export function TotpSection({ factors, fetcher }: { factors: Factors; fetcher: SecurityFetcher }) {
  const answer = fetcher.data;
  // The setup stays on screen while its code is refused.
  const started = answer?.ok ? answer.totpSetup : undefined;
  const [setup, setSetup] = useState(started);
  if (started && started !== setup) setSetup(started);
  const showSetup = factors.totp === "pending" && setup;
  const error = answer && !answer.ok && answer.intent?.startsWith("totp-") ? answer.error : undefined;
  return (
    <ViewSection headingId="totp-heading" title="Authenticator app" className="mt-4 grid max-w-2xl gap-3">
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
      <FieldError>{error}</FieldError>
    </ViewSection>
  );
}
