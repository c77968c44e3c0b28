import { getFormProps } from "@conform-to/react";
import type { FetcherWithComponents } from "react-router";
import { AttributionFields } from "~/components/ui/attribution-fields";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { FieldError } from "~/components/ui/field-error";
import { TextField } from "~/components/ui/form-field";
import type { FormActionData } from "~/forms/form-action-data";
import { usePublicForm } from "~/forms/use-public-form";
import { noUpcomingSession } from "~/content/webinar";

// The shared schema, loaded on first use (focus or submit): zod stays out of the page's JavaScript.
const loadValidator = () =>
  Promise.all([import("~/features/events/registration-schema"), import("~/schemas/parse-form")]).then(
    ([{ webinarFormSchema }, { parseForm }]) =>
      (formData: FormData) =>
        parseForm(formData, webinarFormSchema),
  );

type Props = {
  fetcher: FetcherWithComponents<FormActionData>;
  /** The page whose action takes the post (/webinar or /webinars/{slug}). */
  action: string;
  /** The event registered for; none when no session is upcoming (the interest form). */
  eventId?: number;
  /** The action's answer to a submit made without JavaScript (rendered by the server). */
  actionData?: FormActionData;
  /** A paid session's price ("$495"): the post goes on to Stripe Checkout (product.md §10.14). */
  price?: string;
};

/**
 * The registration form (product.md §4, §5): posts to its page's action, with or without JavaScript;
 * inline messages, 'Registering...', and product.md's toasts once hydrated. Without an event it is
 * the "Tell me about the next session" form (interest only, decision 0091).
 */
export function WebinarForm({ fetcher, actionData, action, eventId, price }: Props) {
  const answer = fetcher.data ?? actionData;
  const { form, fields, preload } = usePublicForm("webinar", answer?.result, loadValidator);
  const isSubmitting = fetcher.state !== "idle";

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="grid gap-4"
      aria-label={eventId === undefined ? "Next session interest" : "Webinar registration"}
    >
      <TextField meta={fields.name} label="Full Name *" onFocus={preload} autoComplete="name" />
      <TextField
        meta={fields.email}
        label="Email Address *"
        type="email"
        onFocus={preload}
        autoComplete="email"
      />
      <TextField meta={fields.company} label="Company" onFocus={preload} autoComplete="organization" />
      <TextField meta={fields.role} label="Role" onFocus={preload} autoComplete="organization-title" />
      {price && (
        // Team seats (product.md §10.15): 2 or more for the company above, named after paying.
        <>
          <TextField
            meta={fields.seats}
            label="Number of seats"
            hint="For your team: 2 or more seats for your company, whose attendees you name after paying."
            inputMode="numeric"
            defaultValue="1"
            onFocus={preload}
          />
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="payBy" value="invoice" className="mt-1" />
            <span>Pay by invoice (5 or more seats): the seats are held 14 days and we send the invoice.</span>
          </label>
        </>
      )}
      <FieldError id={form.errorId}>{form.errors?.[0]}</FieldError>
      {eventId !== undefined ? (
        <input type="hidden" name="eventId" value={eventId} />
      ) : (
        <input type="hidden" name="interest" value="next-session" />
      )}
      <Honeypot />
      <AttributionFields />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {eventId === undefined
          ? isSubmitting
            ? "Sending..."
            : noUpcomingSession.button
          : isSubmitting
            ? "Registering..."
            : price
              ? `Continue to payment (${price})`
              : "Register for Free"}
      </Button>
    </fetcher.Form>
  );
}
