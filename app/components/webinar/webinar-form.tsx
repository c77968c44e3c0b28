import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { FieldError, Input, Label } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { webinarRegistrationSchema, type WebinarRegistrationInput } from "~/schemas/webinar";
import { ApiError, submitPublicForm } from "~/utils/api-client";
import { useHydrated } from "~/utils/use-hydrated";

/** The masterclass registration form (SPEC §4, §5): inline messages, 'Registering...', SPEC's toasts. */
export function WebinarForm({ onRegistered }: { onRegistered: () => void }) {
  const [website, setWebsite] = useState("");
  const hydrated = useHydrated();
  const { register, handleSubmit, formState } = useForm<z.input<typeof webinarRegistrationSchema>, unknown, WebinarRegistrationInput>({
    resolver: zodResolver(webinarRegistrationSchema),
    defaultValues: { name: "", email: "", company: "", role: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: WebinarRegistrationInput) => {
    try {
      await submitPublicForm("/api/leads", { ...values, leadType: "webinar", website });
      toast({ title: "Registration Successful!", description: "You'll receive webinar details via email shortly." });
      onRegistered();
    } catch (err) {
      // A full masterclass (409) says so; anything else gets SPEC's message.
      const full = err instanceof ApiError && err.status === 409 ? err.serverMessage : undefined;
      toast({
        title: "Registration Failed",
        description: full ?? "Please try again or contact us directly.",
        variant: "destructive",
      });
    }
  };

  const described = (name: keyof WebinarRegistrationInput) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `webinar-${name}-error` : undefined,
  });

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4" aria-label="Webinar registration">
      <div className="grid gap-1.5">
        <Label htmlFor="webinar-name">Full Name *</Label>
        <Input id="webinar-name" autoComplete="name" {...register("name")} {...described("name")} />
        <FieldError id="webinar-name-error">{errors.name?.message}</FieldError>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="webinar-email">Email Address *</Label>
        <Input id="webinar-email" type="email" autoComplete="email" {...register("email")} {...described("email")} />
        <FieldError id="webinar-email-error">{errors.email?.message}</FieldError>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="webinar-company">Company</Label>
        <Input id="webinar-company" autoComplete="organization" {...register("company")} {...described("company")} />
        <FieldError id="webinar-company-error">{errors.company?.message}</FieldError>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="webinar-role">Role</Label>
        <Input id="webinar-role" autoComplete="organization-title" {...register("role")} {...described("role")} />
        <FieldError id="webinar-role-error">{errors.role?.message}</FieldError>
      </div>
      <Honeypot value={website} onChange={setWebsite} />
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full">
        {isSubmitting ? "Registering..." : "Register for Free"}
      </Button>
    </form>
  );
}
