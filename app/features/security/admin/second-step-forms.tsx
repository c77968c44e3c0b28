import { useActionData, useFetcher, useLocation } from "react-router";
import { useId, useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { GateCard } from "~/components/admin/gate-card";
import { FieldError } from "~/components/ui/field-error";
import { fieldClasses } from "~/components/ui/field-styles";
import { Label } from "~/components/ui/label";
import { useAdminPostUrl, useShowAdminAfterSignIn, type AdminFormData } from "~/admin/form";
import { UsePasskey } from "~/features/security/admin/passkeys";

const errorOf = (answer: AdminFormData | undefined) =>
  answer?.unavailable
    ? "Could not reach the server. Check your connection and try again."
    : (answer?.result.error?.[""]?.[0] ?? answer?.result.error?.code?.[0]);

function CodeField({ label, hint, inputMode }: { label: string; hint: string; inputMode?: "numeric" }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        name="code"
        required
        autoComplete="one-time-code"
        inputMode={inputMode}
        aria-describedby={`${id}-hint`}
        className={fieldClasses}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}

/**
 * The second step of a sign-in (product.md §10.8): the authenticator's code or a recovery code, a real post
 * that works before hydration; beside it, for an admin with a passkey, "Use a passkey".
 */
export function SecondStepForm({ passkeys = false }: { passkeys?: boolean }) {
  const fetcher = useFetcher<AdminFormData>({ key: "admin-second-step" });
  useShowAdminAfterSignIn(fetcher.data);
  const documentAnswer = useActionData<AdminFormData>();
  const answer = fetcher.data ?? documentAnswer;
  const pending = fetcher.state !== "idle";
  return (
    <GateCard title="Second step" intro="Your password was right. Confirm it is you to finish signing in.">
      <fetcher.Form method="post" action={useAdminPostUrl()} className="mt-6 grid gap-4">
        <input type="hidden" name="intent" value="second-step" />
        <CodeField
          label="Code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        />
        <FieldError>{answer && !answer.ok ? errorOf(answer) : undefined}</FieldError>
        <Button type="submit" disabled={pending}>
          {pending ? "Checking…" : "Continue"}
        </Button>
      </fetcher.Form>
      {passkeys ? (
        <div className="mt-4 grid gap-2">
          <p className="text-sm text-muted">Or confirm with a passkey on this device or a security key.</p>
          <UsePasskey />
        </div>
      ) : null}
      <form method="post" action={useAdminPostUrl()} className="mt-4">
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="text-sm text-brand-700 underline">
          Start again with another account
        </button>
      </form>
    </GateCard>
  );
}

/** Recovery codes, shown once after a factor is turned on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-2">
      <h2 className="text-lg font-semibold text-brand-900">Your recovery codes</h2>
      <p className="text-sm">
        Keep these somewhere safe. Each one signs you in once if you lose your authenticator app or passkeys.
        They are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}

/** ADMIN_REQUIRE_2FA=1 and no factor yet: the authenticator's setup before the first session. */
export function RequiredSetupForm() {
  const fetcher = useFetcher<AdminFormData>({ key: "admin-required-setup" });
  const documentAnswer = useActionData<AdminFormData>();
  const answer = fetcher.data ?? documentAnswer;
  const postUrl = useAdminPostUrl();
  const { pathname, search } = useLocation();
  // The setup stays on screen while its code is refused (the refusal's answer does not repeat it).
  const [lastSetup, setLastSetup] = useState(answer?.totpSetup);
  if (answer?.totpSetup && answer.totpSetup !== lastSetup) setLastSetup(answer.totpSetup);
  if (answer?.ok && answer.recoveryCodes) {
    return (
      <GateCard title="Authenticator on">
        <div className="mt-4">
          <RecoveryCodes codes={answer.recoveryCodes} />
        </div>
        {/* A plain link: the page is asked for again, now with the session. */}
        <a
          href={pathname === "/admin" ? "/admin" : pathname + search}
          className={buttonVariants({ className: "mt-6" })}
        >
          Continue to the admin
        </a>
      </GateCard>
    );
  }
  return (
    <GateCard
      title="Set up a second factor"
      intro="This site asks every admin for a code from an authenticator app as well as the password."
    >
      {!lastSetup ? (
        <fetcher.Form method="post" action={postUrl} className="mt-6">
          <input type="hidden" name="intent" value="totp-setup" />
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            Set up an authenticator app
          </Button>
        </fetcher.Form>
      ) : (
        <TotpConfirm setup={lastSetup} fetcher={fetcher} postUrl={postUrl} answer={answer} />
      )}
    </GateCard>
  );
}

function TotpConfirm({
  setup,
  fetcher,
  postUrl,
  answer,
}: {
  setup: NonNullable<AdminFormData["totpSetup"]>;
  fetcher: ReturnType<typeof useFetcher<AdminFormData>>;
  postUrl: string;
  answer: AdminFormData | undefined;
}) {
  return (
    <div className="mt-6 grid gap-4">
      <TotpSecret setup={setup} />
      <fetcher.Form method="post" action={postUrl} className="grid gap-4">
        <input type="hidden" name="intent" value="totp-setup-confirm" />
        {/* Without scripts the page is drawn again: the secret stays on it with the form. */}
        <CodeField
          label="Code from the app"
          hint="Enter the 6 digits the app shows now."
          inputMode="numeric"
        />
        <FieldError>{answer && !answer.ok ? errorOf(answer) : undefined}</FieldError>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          Turn on
        </Button>
      </fetcher.Form>
    </div>
  );
}

/** The QR code and the secret, for an app that scans or one that is typed into. */
export function TotpSecret({ setup }: { setup: { secret: string; qrSvg: string } }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm">Scan this code with your authenticator app, or type the key below into it.</p>
      <div
        role="img"
        aria-label="QR code of the authenticator key"
        className="w-48 bg-white p-2"
        // The SVG is made on the server by the qrcode package from the otpauth URL: no input of a visitor.
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className="text-sm">
        Key: <code className="font-mono break-all">{setup.secret}</code>
      </p>
    </div>
  );
}
