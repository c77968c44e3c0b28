import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { FieldError, Input, Label } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { site } from "~/content/site";
import { newsletterSchema } from "~/schemas/newsletter";
import { ApiError, submitPublicForm } from "~/utils/api-client";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";

// The fields the visitor fills in (attribution is added by submitPublicForm).
const formSchema = newsletterSchema.pick({ email: true, website: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

type Props = {
  heading?: string;
  description?: string;
  /** "dark" sits on the brand-coloured footer, "light" on white or pale sections. */
  variant?: "dark" | "light";
  headingLevel?: "h2" | "h3";
  /**
   * What follows a successful signup: the thank-you panel replaces the form (SPEC default), or the
   * form is emptied and stays (the resources page, SPEC §4).
   */
  afterSuccess?: "thank-you" | "reset";
  onSubscribed?: (email: string) => void;
  className?: string;
};

/**
 * Newsletter signup (SPEC §4 states: idle, 'Subscribing...', subscribed). Validation uses the same zod
 * schema as POST /api/newsletter-subscribe; on failure the form and what was typed stay.
 */
export function NewsletterForm({
  heading = "Get weekly financial leadership insights",
  description = `${site.newsletterClaim}.`,
  variant = "light",
  headingLevel: Heading = "h2",
  afterSuccess = "thank-you",
  onSubscribed,
  className,
}: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const [subscribed, setSubscribed] = useState(false);
  // The button that had focus is replaced by the thank-you panel: focus moves there so it is announced.
  const focusOnMount = useCallback((el: HTMLDivElement | null) => el?.focus(), []);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: "", website: "" },
  });
  const dark = variant === "dark";

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitPublicForm("/api/newsletter-subscribe", values);
    } catch (error) {
      console.error("Newsletter subscription failed", error);
      // The server names a bad field on a 400: show it beside the input as well.
      const emailProblem =
        error instanceof ApiError && error.status === 400 ? serverFieldError(error, "email") : undefined;
      if (emailProblem) setError("email", { message: emailProblem });
      toast({
        variant: "destructive",
        title: "Subscription Failed",
        description: "Please try again or contact us directly.",
      });
      return;
    }
    toast({ title: "Success!", description: "You've been subscribed to our newsletter." });
    onSubscribed?.(values.email);
    reset();
    if (afterSuccess === "thank-you") setSubscribed(true);
  });

  if (subscribed) {
    return (
      <div
        ref={focusOnMount}
        tabIndex={-1}
        role="status"
        className={cn(
          "rounded-lg p-5",
          dark ? "bg-white/10 text-white" : "border border-brand-100 bg-brand-50 text-ink",
          className,
        )}
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2
            aria-hidden
            className={cn("h-5 w-5", dark ? "text-emerald-300" : "text-emerald-700")}
          />
          Thank you for subscribing!
        </p>
        <p className={cn("mt-1 text-sm", dark ? "text-slate-200" : "text-muted")}>
          Your first issue of weekly insights on financial leadership is on its way to your inbox.
        </p>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Heading id={`${id}-heading`} className={cn("text-lg font-semibold", dark ? "text-white" : "text-ink")}>
        {heading}
      </Heading>
      {description && (
        <p className={cn("mt-1 text-sm", dark ? "text-slate-200" : "text-muted")}>{description}</p>
      )}
      {/* method=post: even a submission before the page is interactive never puts the address in a URL. */}
      <form
        method="post"
        action="/api/newsletter-subscribe"
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={onSubmit}
        className="relative mt-4 flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <Label htmlFor={`${id}-email`} className={dark ? "text-white" : undefined}>
            Email address
          </Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? errorId : undefined}
            className="mt-1"
            {...register("email")}
          />
          <div className={dark ? "[&_p]:text-red-200" : undefined}>
            <FieldError id={errorId}>{errors.email?.message}</FieldError>
          </div>
        </div>
        <Controller
          control={control}
          name="website"
          render={({ field }) => <Honeypot value={field.value ?? ""} onChange={field.onChange} />}
        />
        {/* Disabled until hydrated: a click before then would post a form the API does not accept. */}
        <Button type="submit" variant="accent" disabled={!hydrated || isSubmitting} className="sm:mt-6">
          {isSubmitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </form>
    </div>
  );
}

function serverFieldError(error: ApiError, field: string): string | undefined {
  try {
    return (JSON.parse(error.body) as { fields?: Record<string, string> }).fields?.[field];
  } catch {
    return undefined;
  }
}
