import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { adminLoginSchema, type AdminLoginInput } from "~/schemas/admin-login";
import { ApiError, apiRequest } from "~/utils/api-client";
import { CaptchaWidget, type CaptchaHandle } from "~/components/contact/captcha-widget";
import { STATUS_KEY, type AdminStatus } from "./query-client";

/**
 * SPEC §8: 'Error' / 'Invalid credentials'; past the attempt limit the server's message with its wait,
 * and a missing or spent captcha the server's captcha message.
 */
function failureMessage(error: unknown) {
  if (error instanceof ApiError && (error.status === 429 || error.status === 400))
    return error.serverMessage ?? "Too many failed login attempts.";
  if (error instanceof ApiError && error.status >= 500)
    return "The server could not check your login. Please try again.";
  if (!(error instanceof ApiError)) return "Could not reach the server. Check your connection and try again.";
  return "Invalid credentials";
}

/** The server asks for the captcha after repeated failures for the e-mail (not as a refusal). */
function asksForCaptcha(error: unknown) {
  if (!(error instanceof ApiError)) return false;
  try {
    return (JSON.parse(error.body) as { captchaRequired?: boolean }).captchaRequired === true;
  } catch {
    return false;
  }
}

export function LoginForm() {
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = formState;
  const login = useMutation({
    mutationFn: (data: AdminLoginInput) =>
      apiRequest<AdminStatus>("POST", "/api/admin/login", {
        ...data,
        ...(captchaToken ? { captchaToken } : {}),
      }),
    onSuccess: (status) => {
      queryClient.setQueryData<AdminStatus>(STATUS_KEY, { isAuthenticated: true, email: status.email });
      toast({ title: "Success", description: "Logged in successfully" });
    },
    onError: (error) => {
      // A solution is accepted once: every failed attempt needs a fresh one.
      if (captchaToken) captcha.current?.reset();
      if (asksForCaptcha(error)) setCaptchaShown(true);
      toast({ title: "Error", description: failureMessage(error), variant: "destructive" });
    },
  });

  return (
    <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Admin Login</h1>
      <p className="mt-1 text-sm text-muted">Sign in to manage posts and review leads.</p>
      <form className="mt-6 grid gap-4" noValidate onSubmit={handleSubmit((data) => login.mutate(data))}>
        <div className="grid gap-1">
          <Label htmlFor="admin-email">Email</Label>
          <Input
            id="admin-email"
            type="email"
            autoComplete="username"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "admin-email-error" : undefined}
            {...register("email")}
          />
          <FieldError id="admin-email-error">{errors.email?.message}</FieldError>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="admin-password">Password</Label>
          <Input
            id="admin-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "admin-password-error" : undefined}
            {...register("password")}
          />
          <FieldError id="admin-password-error">{errors.password?.message}</FieldError>
        </div>
        {captchaShown ? (
          <div className="grid gap-1">
            <span className="text-sm font-medium text-ink">Verification</span>
            <CaptchaWidget ref={captcha} onToken={setCaptchaToken} />
          </div>
        ) : null}
        <Button type="submit" disabled={login.isPending || (captchaShown && !captchaToken)}>
          {login.isPending ? "Logging in…" : "Log in"}
        </Button>
      </form>
    </Card>
  );
}
