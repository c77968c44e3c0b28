import { getFormProps, getInputProps } from "@conform-to/react";
import { useOnResult } from "~/utils/use-on-result";
import { CheckCircle2 } from "~/components/ui/icons";
import { useCallback, useId } from "react";
import { useFetcher } from "react-router";
import { AttributionFields } from "~/components/ui/attribution-fields";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { NEWSLETTER_CONFIRM_FROM_INBOX } from "~/content/newsletter";
import { site } from "~/content/site";
import { cn } from "~/utils/cn";
import type { FormActionData } from "~/forms/form-action-data";
import { usePublicForm } from "~/forms/use-public-form";

/**
 * The shared schema of the newsletter action, loaded on first use: this form sits in the footer of
 * every page, and zod is far bigger than the rest of the form. Focusing the field starts the download.
 */
const loadValidator = () =>
  Promise.all([import("~/features/newsletter/schema"), import("~/schemas/parse-form")]).then(
    ([{ newsletterSchema }, { parseForm }]) =>
      (formData: FormData) =>
        parseForm(formData, newsletterSchema),
  );

/** Where every newsletter form posts: the /newsletter page's action (routes/newsletter.tsx). */
export const NEWSLETTER_ACTION = "/newsletter";

type Props = {
  heading?: string;
  description?: string;
  /** "dark" sits on the brand-coloured footer, "light" on white or pale sections. */
  variant?: "dark" | "light";
  headingLevel?: "h2" | "h3";
  /**
   * What follows a successful signup: the thank-you panel replaces the form (the default), or the
   * form is emptied and stays (the resources page); both in product.md §4.
   */
  afterSuccess?: "thank-you" | "reset";
  /** The action's answer to a submit made without JavaScript (the /newsletter page). */
  actionData?: FormActionData;
  className?: string;
};

/**
 * Newsletter signup (product.md §4 states: idle, 'Subscribing...', subscribed): a post to /newsletter that
 * works without JavaScript, enhanced with product.md's toasts once hydrated. On failure what was typed stays.
 */
export function NewsletterForm({
  heading = "Get weekly financial leadership insights",
  description = `${site.newsletterClaim}.`,
  variant = "light",
  headingLevel: Heading = "h2",
  afterSuccess = "thank-you",
  actionData,
  className,
}: Props) {
  const id = useId();
  const fetcher = useFetcher<FormActionData>();
  const answer = fetcher.data ?? actionData;
  const { form, fields, preload } = usePublicForm(`newsletter-${id}`, answer?.result, loadValidator);
  const isSubmitting = fetcher.state !== "idle";
  // The button that had focus is replaced by the thank-you panel: focus moves there so it is announced.
  const focusOnMount = useCallback((el: HTMLDivElement | null) => el?.focus(), []);
  const dark = variant === "dark";

  useOnResult(fetcher.data, (r) => {
    if (r.ok)
      toast({ title: "Success!", description: r.message ?? "You've been subscribed to our newsletter." });
    else if (r.unavailable || r.result.error?.[""] || r.result.error?.email) {
      console.error("Newsletter subscription failed", r.result.error);
      toast({
        variant: "destructive",
        title: "Subscription Failed",
        description: "Please try again or contact us directly.",
      });
    }
  });

  if (answer?.ok && afterSuccess === "thank-you") {
    // className places the block (as it placed the form); the panel inside has its own look.
    return (
      <div className={className}>
        <div
          ref={focusOnMount}
          tabIndex={-1}
          role="status"
          className={cn(
            "rounded-lg p-5",
            dark ? "bg-white/10 text-white" : "border border-brand-100 bg-brand-50 text-ink",
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
            {answer.message?.endsWith(NEWSLETTER_CONFIRM_FROM_INBOX)
              ? ` ${NEWSLETTER_CONFIRM_FROM_INBOX}`
              : ""}
          </p>
        </div>
      </div>
    );
  }

  const email = fields.email;
  const error = email.errors?.[0] ?? form.errors?.[0];
  return (
    <div className={className}>
      <Heading id={`${id}-heading`} className={cn("text-lg font-semibold", dark ? "text-white" : "text-ink")}>
        {heading}
      </Heading>
      {description && (
        <p className={cn("mt-1 text-sm", dark ? "text-slate-200" : "text-muted")}>{description}</p>
      )}
      {/* method=post: even a submission before the page is interactive never puts the address in a URL. */}
      <fetcher.Form
        method="post"
        action={NEWSLETTER_ACTION}
        {...getFormProps(form)}
        aria-labelledby={`${id}-heading`}
        className="relative mt-4 flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          {dark ? (
            <label htmlFor={email.id} className="text-sm font-medium text-white">
              Email address
            </label>
          ) : (
            <Label htmlFor={email.id}>Email address</Label>
          )}
          <Input
            {...getInputProps(email, { type: "email" })}
            key={email.key}
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            onFocus={preload}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? email.errorId : undefined}
            className="mt-1"
          />
          <div className={dark ? "[&_p]:text-red-200" : undefined}>
            <FieldError id={email.errorId}>{error}</FieldError>
          </div>
        </div>
        <Honeypot />
        <AttributionFields />
        <Button type="submit" variant="accent" disabled={isSubmitting} className="sm:mt-6">
          {isSubmitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </fetcher.Form>
    </div>
  );
}
