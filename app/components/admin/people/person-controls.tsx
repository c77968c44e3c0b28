import { useEffect, useRef, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { fieldClasses } from "~/components/ui/field-styles";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "~/schemas/lead-status";

type ActionResult = { ok: boolean; error: string | null };

/** One post to the page's action; the page's data reloads after it, the form says how it went. */
function ActionForm({ title, done, children }: { title: string; done: string; children: ReactNode }) {
  const fetcher = useFetcher<ActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <fetcher.Form
      method="post"
      ref={form}
      className="grid content-start gap-2 rounded-lg border border-slate-200 p-4"
    >
      <h2 className="font-semibold text-brand-900">{title}</h2>
      {children}
      <p role="status" className="text-sm empty:hidden">
        {result?.ok ? done : ""}
      </p>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {result?.error ?? ""}
      </p>
    </fetcher.Form>
  );
}

/** Change status, add a note, set or clear the follow-up date. */
export function PersonControls({
  person,
}: {
  person: { id: number; status: string; followUpAt: string | null };
}) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <ActionForm title="Status" done="Status saved.">
        <Label htmlFor="person-status">Lead status</Label>
        <select
          id="person-status"
          name="status"
          defaultValue={person.status}
          key={person.status}
          className={fieldClasses}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <Button type="submit" name="intent" value="status" size="sm">
          Save status
        </Button>
      </ActionForm>
      <ActionForm title="Note" done="Note added.">
        <Label htmlFor="person-note">Note (plain text)</Label>
        <Textarea id="person-note" name="body" rows={3} maxLength={5000} required />
        <Button type="submit" name="intent" value="note" size="sm">
          Add note
        </Button>
      </ActionForm>
      <ActionForm title="Follow-up" done="Follow-up saved.">
        <Label htmlFor="person-follow-up">Follow-up date</Label>
        <Input
          id="person-follow-up"
          name="followUpAt"
          type="date"
          defaultValue={person.followUpAt ?? ""}
          key={person.followUpAt}
        />
        <div className="flex gap-2">
          <Button type="submit" name="intent" value="follow-up" size="sm">
            Set follow-up
          </Button>
          {person.followUpAt && (
            <Button
              type="submit"
              name="intent"
              value="clear-follow-up"
              variant="outline"
              size="sm"
              formNoValidate
            >
              Clear follow-up
            </Button>
          )}
        </div>
      </ActionForm>
    </div>
  );
}
