import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { useAdminPostUrl } from "~/admin/form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/** A page of the admin's gate (log in, create the owner, accept an invitation): its card and title. */
export function GateCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      {children}
    </Card>
  );
}

/**
 * A gate form on its fetcher: a real post to the admin layout's action with its intent (it works
 * before hydration), which keeps the page the admin asked for.
 */
export function GateForm<F extends Record<string, unknown>, T>({
  fetcher,
  form,
  intent,
  children,
}: {
  fetcher: FetcherWithComponents<T>;
  form: FormMetadata<F>;
  intent: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      action={useAdminPostUrl()}
      {...getFormProps(form)}
      className="mt-6 grid gap-4"
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </fetcher.Form>
  );
}

/** A gate form's end: why it failed (the form's own error, by its id), then its button. */
export function GateSubmit({
  failure,
  errorId,
  pending,
  children,
}: {
  failure: string | undefined;
  errorId: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {failure && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {children}
      </Button>
    </>
  );
}
