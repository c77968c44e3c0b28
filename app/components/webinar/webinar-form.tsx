import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import type { WebinarRegistrationInput } from "~/schemas/webinar";
import { ApiError, submitPublicForm } from "~/utils/api-client";
import { useHydrated } from "~/utils/use-hydrated";
import { useLazySchemaForm } from "~/utils/use-lazy-schema-form";

// The shared schema, loaded on first use (focus or submit): zod stays out of the page's JavaScript.
const loadSchema = () => import("~/schemas/webinar").then((m) => m.webinarRegistrationSchema);

/** The masterclass registration form (SPEC §4, §5): inline messages, 'Registering...', SPEC's toasts. */
export function WebinarForm({ onRegistered }: { onRegistered: () => void }) {
  const [website, setWebsite] = useState("");
  const hydrated = useHydrated();
  const {
    errors,
    submitting: isSubmitting,
    field,
    handleSubmit,
  } = useLazySchemaForm(loadSchema, {
    name: "",
    email: "",
    company: "",
    role: "",
  });

  const failed = (full?: string) =>
    toast({
      title: "Registration Failed",
      description: full ?? "Please try again or contact us directly.",
      variant: "destructive",
    });

  const onSubmit = async (values: WebinarRegistrationInput) => {
    try {
      await submitPublicForm("/api/leads", { ...values, leadType: "webinar", website });
      toast({
        title: "Registration Successful!",
        description: "You'll receive webinar details via email shortly.",
      });
      onRegistered();
    } catch (err) {
      // A full masterclass (409) says so; anything else gets SPEC's message.
      failed(err instanceof ApiError && err.status === 409 ? err.serverMessage : undefined);
    }
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) =>
        void handleSubmit(onSubmit, (error) => {
          console.error("The registration form could not load its checks", error);
          failed();
        })(e)
      }
      className="grid gap-4"
      aria-label="Webinar registration"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="webinar-name">Full Name *</Label>
        <Input id="webinar-name" autoComplete="name" {...field("name", "webinar-name-error")} />
        <FieldError id="webinar-name-error">{errors.name}</FieldError>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="webinar-email">Email Address *</Label>
        <Input
          id="webinar-email"
          type="email"
          autoComplete="email"
          {...field("email", "webinar-email-error")}
        />
        <FieldError id="webinar-email-error">{errors.email}</FieldError>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="webinar-company">Company</Label>
        <Input
          id="webinar-company"
          autoComplete="organization"
          {...field("company", "webinar-company-error")}
        />
        <FieldError id="webinar-company-error">{errors.company}</FieldError>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="webinar-role">Role</Label>
        <Input id="webinar-role" autoComplete="organization-title" {...field("role", "webinar-role-error")} />
        <FieldError id="webinar-role-error">{errors.role}</FieldError>
      </div>
      <Honeypot value={website} onChange={setWebsite} />
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full">
        {isSubmitting ? "Registering..." : "Register for Free"}
      </Button>
    </form>
  );
}
