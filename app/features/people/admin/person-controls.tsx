import { useState, type ReactNode } from "react";
import { useClearingForm } from "~/admin/view-action";
import { ViewAnswerLines } from "~/admin/view-answer";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { DEAL_PRODUCTS, DEAL_PRODUCT_LABELS } from "~/features/people/deal-schema";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "~/features/people/lead-status-schema";
import { Choices, Select } from "~/components/ui/select";

/** One post to the page's action (its `intent` is the submit button's); the page's data reloads after it, the form says how it went. */
function ActionForm({ title, done, children }: { title: string; done: string; children: ReactNode }) {
  const { fetcher, form, result } = useClearingForm();
  return (
    <fetcher.Form
      method="post"
      ref={form}
      className="grid content-start gap-2 rounded-lg border border-slate-200 p-4"
    >
      <h2 className="font-semibold text-brand-900">{title}</h2>
      {children}
      <ViewAnswerLines result={result} done={done} />
    </fetcher.Form>
  );
}

type Deal = { dealValue: number | null; dealProduct: string | null } | null;

/**
 * The status, and with "Closed" the deal (product.md §10.7): an optional value in US dollars and what was
 * sold, prefilled with what is recorded so saving again edits them. Without JavaScript the deal
 * fields show for a closed person (the action ignores empty ones for other statuses).
 */
function StatusFields({ status, deal }: { status: string; deal: Deal }) {
  // The parent keys this by the saved status, so a reload after saving starts from it again.
  const [chosen, setChosen] = useState(status);
  const key = `${status}-${deal?.dealValue}-${deal?.dealProduct}`;
  return (
    <>
      <Label htmlFor="person-status">Lead status</Label>
      <Select
        id="person-status"
        name="status"
        defaultValue={status}
        key={status}
        onChange={(e) => setChosen(e.target.value)}
      >
        <Choices values={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} />
      </Select>
      {chosen === "closed" && (
        <fieldset className="grid gap-2" key={key}>
          <legend className="text-sm font-medium">Deal (optional)</legend>
          <Label htmlFor="person-deal-value">Deal value (US dollars)</Label>
          <Input
            id="person-deal-value"
            name="dealValue"
            inputMode="decimal"
            placeholder="12,500"
            defaultValue={deal?.dealValue ?? ""}
          />
          <Label htmlFor="person-deal-product">What was sold</Label>
          <Select id="person-deal-product" name="dealProduct" defaultValue={deal?.dealProduct ?? ""}>
            <option value="">Not recorded</option>
            <Choices values={DEAL_PRODUCTS} labels={DEAL_PRODUCT_LABELS} />
          </Select>
        </fieldset>
      )}
    </>
  );
}

/** Change status (with the deal when closed), add a note, set or clear the follow-up date. */
export function PersonControls({
  person,
}: {
  person: { id: number; status: string; followUpAt: string | null; deal?: Deal };
}) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <ActionForm title="Status" done="Status saved.">
        <StatusFields key={person.status} status={person.status} deal={person.deal ?? null} />
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
