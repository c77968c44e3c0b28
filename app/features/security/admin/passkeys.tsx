import { useId, useState, useSyncExternalStore } from "react";
import { href, useRevalidator, type FetcherWithComponents } from "react-router";
import { DataTable, screenColumns } from "~/components/admin/data-table";
import { RowPost } from "~/components/admin/row-post";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { fieldClasses } from "~/components/ui/field-styles";
import { Label } from "~/components/ui/label";
import { formatDateTime } from "~/lists/format";
import { operatingSystem } from "~/features/security/user-agent";

/**
 * Passkeys in the admin (product.md §10.8, decision 0092): the Security view's list, "Add a passkey", and the second step's
 * "Use a passkey". The browser half of WebAuthn (@simplewebauthn/browser) is imported on the click,
 * so it is a chunk of its own that only these admin screens ever load (never a public page).
 */
const browserWebAuthn = () => import("@simplewebauthn/browser");

type Answer = { ok: boolean; body: Record<string, unknown> };

async function postJson(path: string, body?: unknown): Promise<Answer> {
  try {
    const res = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body ?? {}),
    });
    const parsed: unknown = await res.json().catch(() => ({}));
    return {
      ok: res.ok,
      body: parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {},
    };
  } catch {
    return { ok: false, body: { error: "Could not reach the server. Check your connection and try again." } };
  }
}

const errorOf = (a: Answer, fallback: string) => (typeof a.body.error === "string" ? a.body.error : fallback);

/** What the browser said when the ceremony did not finish (cancelled, timed out, not allowed). */
function ceremonyError(error: unknown, what: string) {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return `${what} was cancelled or timed out. Try again.`;
  if (name === "InvalidStateError") return "This device already holds a passkey for your account.";
  return `${what} did not work in this browser: ${error instanceof Error ? error.message : "unknown error"}.`;
}

type WebAuthn = Awaited<ReturnType<typeof browserWebAuthn>>;

/** A WebAuthn ceremony with the server: adding a passkey, or signing in with one. */
type Ceremony = {
  /** Where the server hands the options, then where it takes the browser's response. */
  options: string;
  answer: string;
  /** The browser's part over the options. */
  step: (browser: WebAuthn, optionsJSON: never) => Promise<unknown>;
  /** What the admin reads when the server gives no options, or refuses the response without a word. */
  unstarted: string;
  refused: string;
  /** The ceremony as `ceremonyError` names it when the browser's part fails. */
  what: string;
};

/**
 * The ceremony's three steps: the server's options, the browser's part over them, its response sent
 * back with `fields`. Gives the server's answer, or what to tell the admin.
 */
async function perform(
  ceremony: Ceremony,
  fields?: Record<string, unknown>,
): Promise<{ body: Record<string, unknown> } | { error: string }> {
  const options = await postJson(ceremony.options);
  if (!options.ok) return { error: errorOf(options, ceremony.unstarted) };
  const browser = await browserWebAuthn();
  let response;
  try {
    response = await ceremony.step(browser, options.body as never);
  } catch (e) {
    return { error: ceremonyError(e, ceremony.what) };
  }
  const answer = await postJson(ceremony.answer, { ...fields, response });
  return answer.ok ? { body: answer.body } : { error: errorOf(answer, ceremony.refused) };
}

const addingPasskey: Ceremony = {
  options: href("/api/admin/2fa/passkeys/options"),
  answer: href("/api/admin/2fa/passkeys"),
  step: (browser, optionsJSON) => browser.startRegistration({ optionsJSON }),
  unstarted: "Could not start adding a passkey.",
  refused: "The passkey could not be added.",
  what: "Creating the passkey",
};

const signingIn: Ceremony = {
  options: href("/api/admin/login/2fa/passkey/options"),
  answer: href("/api/admin/login/2fa/passkey"),
  step: (browser, optionsJSON) => browser.startAuthentication({ optionsJSON }),
  unstarted: "Could not start the passkey sign-in.",
  refused: "That passkey was not accepted.",
  what: "Signing in with the passkey",
};

// Read from the browser once hydrated; the server's render (and the first client render) says "unknown".
const noSubscription = () => () => {};

/** Whether this browser can use WebAuthn: unknown (null) until hydrated. */
function useWebAuthnSupport() {
  return useSyncExternalStore<boolean | null>(
    noSubscription,
    () => typeof window.PublicKeyCredential === "function",
    () => null,
  );
}

// The system as a person names the device it holds (an iPhone, not iOS).
const deviceNames: Partial<Record<string, string>> = { iOS: "iPhone or iPad", macOS: "Mac" };

/** A name for the new passkey from this device, which the admin may change. */
function deviceLabel() {
  const os = operatingSystem(navigator.userAgent);
  return os ? `Passkey on ${deviceNames[os] ?? os}` : "Passkey";
}

type PasskeyRow = { id: string; name: string; createdAt: string | Date; lastUsedAt: string | Date | null };

const passkeyColumns = screenColumns<PasskeyRow>({
  Name: (p) => p.name,
  Added: (p) => formatDateTime(p.createdAt),
  "Last used": (p) => (p.lastUsedAt ? formatDateTime(p.lastUsedAt) : "Never"),
});

/** The admin's passkeys: name, added, last used; each removable (the view's `passkey-remove`). */
export function PasskeyList<T>({
  passkeys,
  fetcher,
}: {
  passkeys: PasskeyRow[];
  fetcher: FetcherWithComponents<T>;
}) {
  return (
    <DataTable
      title="Passkey list"
      caption="Your passkeys"
      rows={passkeys}
      emptyMessage="No passkey yet."
      columns={passkeyColumns}
      actions={(p) => (
        <RowPost fetcher={fetcher} intent="passkey-remove" id={p.id} label={`Remove ${p.name}`}>
          Remove
        </RowPost>
      )}
    />
  );
}

/**
 * "Add a passkey": options from POST /api/admin/2fa/passkeys/options, the browser's ceremony, the
 * answer to POST /api/admin/2fa/passkeys; the view is read again. The first factor's recovery codes
 * are handed to `onCodes`.
 */
export function AddPasskey({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const supported = useWebAuthnSupport();
  const revalidator = useRevalidator();
  const id = useId();
  // An empty name is this device's (uncontrolled: what is typed before hydration stays).
  const suggested = useSyncExternalStore(noSubscription, deviceLabel, () => "");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [added, setAdded] = useState<string>();

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "").trim() || deviceLabel();
    setPending(true);
    setError(undefined);
    setAdded(undefined);
    try {
      const saved = await perform(addingPasskey, { name });
      if ("error" in saved) return setError(saved.error);
      if (Array.isArray(saved.body.recoveryCodes)) onCodes(saved.body.recoveryCodes as string[]);
      setAdded(`Passkey "${String(saved.body.name)}" added.`);
      form.reset();
      await revalidator.revalidate();
    } finally {
      setPending(false);
    }
  }

  if (supported === false) return <p>This browser cannot create passkeys.</p>;
  return (
    <form onSubmit={add} className="grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={id}>Passkey name</Label>
          <input
            id={id}
            name="name"
            maxLength={60}
            placeholder={suggested || undefined}
            aria-describedby={`${id}-hint`}
            className={fieldClasses}
          />
        </div>
        {/* Disabled until the page's scripts run: the ceremony needs them. */}
        <Button type="submit" disabled={pending || supported !== true}>
          {pending ? "Waiting for the passkey…" : "Add a passkey"}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        A name to tell it apart in this list, such as the device or security key it lives on. Left empty, it
        is named after this device.
      </p>
      <p role="status" className="text-sm">
        {added}
      </p>
      <FieldError>{error}</FieldError>
    </form>
  );
}

/**
 * The second step's "Use a passkey": options from POST /api/admin/login/2fa/passkey/options, the
 * browser's ceremony, the answer to POST /api/admin/login/2fa/passkey, which starts the session; then
 * the page's data is read again, as after a code.
 */
export function UsePasskey() {
  const supported = useWebAuthnSupport();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function use() {
    setPending(true);
    setError(undefined);
    try {
      const done = await perform(signingIn);
      if ("error" in done) return setError(done.error);
      await revalidator.revalidate();
    } finally {
      setPending(false);
    }
  }

  if (supported === false) return null;
  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" onClick={use} disabled={pending || supported !== true}>
        {pending ? "Waiting for the passkey…" : "Use a passkey"}
      </Button>
      <FieldError>{error}</FieldError>
    </div>
  );
}
