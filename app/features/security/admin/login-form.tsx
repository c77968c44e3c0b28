import { useSchemaForm } from "~/admin/use-schema-form";
import { useOnResult } from "~/utils/use-on-result";
import { useRef, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { GateCard, GateForm } from "~/components/admin/gate-card";
import { FieldError } from "~/components/ui/field-error";
import { TextField } from "~/components/ui/form-field";
import { toast } from "~/components/ui/use-toast";
import { CaptchaWidget, type CaptchaHandle } from "~/components/ui/captcha-widget";
import { adminLoginSchema } from "~/features/security/login-schema";
import { useShowAdminAfterSignIn, type AdminFormData } from "~/admin/form";

/** product.md §8: 'Error' / 'Invalid credentials', or the server's own reason (attempt limit, captcha). */
function failureMessage(answer: AdminFormData) {
  if (answer.unavailable) return "Could not reach the server. Check your connection and try again.";
  return answer.result.error?.[""]?.[0] ?? "Invalid credentials";
}

/**
 * The login gate (product.md §4, §5): a real post to the admin layout's action, so it works before
 * hydration (then the server's answer shows on the page); once hydrated it posts through a fetcher
 * and product.md's toasts show. Past the e-mail's free attempts the server asks for the captcha, whose
 * solution goes with the next post (one solution per attempt).
 */
export function LoginForm() {
  const fetcher = useFetcher<AdminFormData>({ key: "admin-login" });
  useShowAdminAfterSignIn(fetcher.data);
  const documentAnswer = useActionData<AdminFormData>();
  const answer = fetcher.data ?? documentAnswer;
  const [captchaShown, setCaptchaShown] = useState(documentAnswer?.captchaRequired === true);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const [form, fields] = useSchemaForm(adminLoginSchema, {
    id: "admin-login",
    lastResult: answer?.result,
  });

  useOnResult(fetcher.data, (result) => {
    const r = result as AdminFormData;
    if (r.ok) {
      // A second step follows (product.md §10.8): the gate asks for the code next, not logged in yet.
      if (!r.secondStep) toast({ title: "Success", description: "Logged in successfully" });
      return;
    }
    // A solution is accepted once: every failed attempt needs a fresh one.
    if (captchaToken) captcha.current?.reset();
    if (r.captchaRequired) setCaptchaShown(true);
    if (r.unavailable || r.result.error?.[""])
      toast({ title: "Error", description: failureMessage(r), variant: "destructive" });
  });

  const pending = fetcher.state !== "idle";
  const { email, password } = fields;
  // Posted by the hydrated form only: the server then answers a second step in place.
  const hydrated = useHydrated();
  return (
    <GateCard title="Admin Login" intro="Sign in to manage posts and review leads.">
      <GateForm fetcher={fetcher} form={form} intent="login">
        {hydrated ? <input type="hidden" name="hydrated" value="1" /> : null}
        <TextField compact meta={email} label="Email" type="email" autoComplete="username" />
        <TextField compact meta={password} label="Password" type="password" autoComplete="current-password" />
        {captchaShown ? (
          <div className="grid gap-1">
            <span className="text-sm font-medium text-ink">Verification</span>
            <CaptchaWidget ref={captcha} onToken={setCaptchaToken} />
            {captchaToken && <input type="hidden" name="captchaToken" value={captchaToken} />}
          </div>
        ) : null}
        {/* Once hydrated the reason is a toast; a post made before hydration shows it here. */}
        {!fetcher.data && <FieldError id={form.errorId}>{form.errors?.[0]}</FieldError>}
        <Button type="submit" disabled={pending || (captchaShown && !captchaToken)}>
          {pending ? "Logging in…" : "Log in"}
        </Button>
      </GateForm>
    </GateCard>
  );
}
