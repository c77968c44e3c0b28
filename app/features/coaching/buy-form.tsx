import { getFormProps } from "@conform-to/react";
import type { FetcherWithComponents } from "react-router";
import { AttributionFields } from "~/components/ui/attribution-fields";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { TextField } from "~/components/ui/form-field";
import { Honeypot } from "~/components/ui/honeypot";
import type { FormActionData } from "~/forms/form-action-data";
import { usePublicForm } from "~/forms/use-public-form";

// The shared schema, loaded on first use (focus or submit): zod stays out of the page's JavaScript.
const loadValidator = () =>
  Promise.all([import("~/features/coaching/schema"), import("~/schemas/parse-form")]).then(
    ([{ buyPackSchema }, { parseForm }]) =>
      (formData: FormData) =>
        parseForm(formData, buyPackSchema),
  );

type Props = {
  fetcher: FetcherWithComponents<FormActionData>;
  /** /coaching, whose action takes the post. */
  action: string;
  packId: number;
  title: string;
  price: string;
  /** The action's answer to a post made without JavaScript, when it was this pack's form. */
  actionData?: FormActionData;
};

/**
 * A pack's "Buy" form (product.md §10.16): name and e-mail, posted to /coaching with or without
 * JavaScript; the answer is Stripe Checkout's page (a 303), or the messages in place.
 */
export function BuyPackForm({ fetcher, action, packId, title, price, actionData }: Props) {
  const answer = fetcher.data ?? actionData;
  const { form, fields, preload } = usePublicForm(`buy-${packId}`, answer?.result, loadValidator);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="grid gap-3"
      aria-label={`Buy ${title}`}
    >
      <TextField meta={fields.name} label="Full Name *" onFocus={preload} autoComplete="name" />
      <TextField
        meta={fields.email}
        label="Email Address *"
        type="email"
        onFocus={preload}
        autoComplete="email"
      />
      <FieldError id={form.errorId}>{form.errors?.[0] ?? fields.packId.errors?.[0]}</FieldError>
      <input type="hidden" name="packId" value={packId} />
      <Honeypot />
      <AttributionFields />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Opening payment..." : `Buy for ${price}`}
      </Button>
    </fetcher.Form>
  );
}
