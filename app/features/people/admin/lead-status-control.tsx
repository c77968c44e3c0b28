import { useEffect, useId, useRef } from "react";
import { useOnResult } from "~/utils/use-on-result";
import { useFetcher } from "react-router";
import { type ViewAnswer } from "~/admin/view-action";
import { Badge } from "~/components/ui/badge";
import { toast } from "~/components/ui/use-toast";
import { leadStatusChoices, leadStatusLabel, leadStatusLook } from "~/features/people/lead-status-schema";
import { Select } from "~/components/ui/select";

// product.md §4: four looks: closed, sent_proposal, contacted, anything else.
const looks = {
  closed: "bg-green-100 text-green-900",
  sent_proposal: "bg-violet-100 text-violet-900",
  contacted: "bg-amber-100 text-amber-900",
  other: "bg-slate-200 text-slate-800",
} as const;

export function LeadStatusBadge({ status }: { status: string }) {
  const look = leadStatusLook(status);
  return (
    <Badge tone={null} className={looks[look]} data-look={look}>
      {leadStatusLabel(status)}
    </Badge>
  );
}

/**
 * The per-row lead-status dropdown (product.md §4): saves on change through the Quiz/Assessment view's
 * action (intent `lead-status`), disabled while that row saves; the list then reloads, so the row,
 * and the details dialog that reads it, show the new status.
 */
export function LeadStatusControl({ row }: { row: { id: string; name: string; leadStatus: string } }) {
  const id = useId();
  const fetcher = useFetcher<ViewAnswer>();
  const select = useRef<HTMLSelectElement>(null);
  const hadFocus = useRef(false);
  const saving = fetcher.state !== "idle";
  // While saving, show the chosen value; on failure it returns to the stored one.
  const chosen = saving ? fetcher.formData?.get("leadStatus") : null;

  useOnResult(fetcher.data, (r) => {
    if (r.ok) toast({ title: "Success", description: "Lead status updated successfully" });
    else toast({ title: "Error", description: "Failed to update lead status", variant: "destructive" });
  });
  // A disabled control drops keyboard focus; give it back once the row is saved.
  useEffect(() => {
    if (!saving && hadFocus.current) {
      hadFocus.current = false;
      select.current?.focus();
    }
  }, [saving]);

  return (
    <div className="flex items-center gap-2" onClick={(e) => e.stopPropagation()}>
      <label htmlFor={id} className="sr-only">
        Lead status for {row.name}
      </label>
      <Select
        compact
        id={id}
        ref={select}
        value={typeof chosen === "string" ? chosen : row.leadStatus}
        disabled={saving}
        aria-busy={saving}
        onChange={(e) => {
          hadFocus.current = document.activeElement === e.currentTarget;
          void fetcher.submit(
            { intent: "lead-status", id: row.id, leadStatus: e.target.value },
            { method: "post" },
          );
        }}
      >
        {leadStatusChoices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
      <LeadStatusBadge status={row.leadStatus} />
    </div>
  );
}
