import type { ReactNode } from "react";
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

/** A gate form's end: why it failed (the form's own error, by its id), then its button. */
export function GateSubmit({
  failure,
  errorId,
  pending,
  label,
  pendingLabel,
}: {
  failure: string | undefined;
  errorId: string;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      {failure && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
