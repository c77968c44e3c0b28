import { CheckCircle2 } from "lucide-react";
import { useCallback, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { site } from "~/content/site";
import { ApiError, submitPublicForm } from "~/utils/api-client";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The shared schema of POST /api/newsletter-subscribe, loaded on first use: this form sits in the
 * footer of every page, and zod is far bigger than the rest of the form. Focusing the field starts
 * the download, so it is usually there before the first submit.
 */
const loadSchema = () =>
  // The fields the visitor fills in (attribution is added by submitPublicForm).
  import("~/schemas/newsletter").then((m) => m.newsletterSchema.pick({ email: true, website: true }));
type Schema = Awaited<ReturnType<typeof loadSchema>>;

function fieldsOf(schema: Schema, values: { email: string; website: string }) {
  return schema.safeParse(values);
}

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
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [error, setError] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Once loaded, the schema also re-checks the field as the visitor corrects it after a failed submit.
  const schemaRef = useRef<Schema>(undefined);
  // The button that had focus is replaced by the thank-you panel: focus moves there so it is announced.
  const focusOnMount = useCallback((el: HTMLDivElement | null) => el?.focus(), []);
  const dark = variant === "dark";

  const schema = async () => (schemaRef.current ??= await loadSchema());
  const emailProblem = (result: ReturnType<typeof fieldsOf>) =>
    result.success
      ? undefined
      : (result.error.issues.find((i) => i.path[0] === "email")?.message ??
        "Please enter a valid email address");

  const onEmailChange = (value: string) => {
    setEmail(value);
    if (error && schemaRef.current)
      setError(emailProblem(fieldsOf(schemaRef.current, { email: value, website })));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      const parsed = fieldsOf(await schema(), { email, website });
      if (!parsed.success) {
        setError(emailProblem(parsed));
        inputRef.current?.focus();
        return;
      }
      setError(undefined);
      try {
        await submitPublicForm("/api/newsletter-subscribe", parsed.data);
      } catch (error) {
        console.error("Newsletter subscription failed", error);
        // The server names a bad field on a 400: show it beside the input as well.
        const serverProblem =
          error instanceof ApiError && error.status === 400 ? serverFieldError(error, "email") : undefined;
        if (serverProblem) setError(serverProblem);
        toast({
          variant: "destructive",
          title: "Subscription Failed",
          description: "Please try again or contact us directly.",
        });
        return;
      }
      toast({ title: "Success!", description: "You've been subscribed to our newsletter." });
      onSubscribed?.(parsed.data.email);
      setEmail("");
      setWebsite("");
      if (afterSuccess === "thank-you") setSubscribed(true);
    } catch (error) {
      // The schema's chunk failed to load (offline, a deploy replaced it): the visitor can retry.
      console.error("Newsletter subscription failed", error);
      toast({
        variant: "destructive",
        title: "Subscription Failed",
        description: "Please try again or contact us directly.",
      });
    } finally {
      setSubmitting(false);
    }
  };

  if (subscribed) {
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
          </p>
        </div>
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
        /* The shared schema's message is shown in place of the browser's bubble. */
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={(e) => void onSubmit(e)}
        className="relative mt-4 flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          {dark ? (
            <label htmlFor={`${id}-email`} className="text-sm font-medium text-white">
              Email address
            </label>
          ) : (
            <Label htmlFor={`${id}-email`}>Email address</Label>
          )}
          <Input
            ref={inputRef}
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            value={email}
            onChange={(e) => onEmailChange(e.target.value)}
            onFocus={() => void schema().catch(() => {})}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1"
          />
          <div className={dark ? "[&_p]:text-red-200" : undefined}>
            <FieldError id={errorId}>{error}</FieldError>
          </div>
        </div>
        <Honeypot value={website} onChange={setWebsite} />
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
