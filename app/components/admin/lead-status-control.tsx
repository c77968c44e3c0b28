import { useId, useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge } from "~/components/ui/badge";
import { toast } from "~/components/ui/use-toast";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, leadStatusLook, type LeadStatus } from "~/schemas/lead-status";
import { apiRequest } from "~/utils/api-client";
import { cn } from "~/utils/cn";
import { leadStatusLabel } from "./list-columns";

export { leadStatusLabel };
import type { AssessmentRow } from "./types";
import type { ListPage } from "./use-admin-list";

/** The start of every query key of the submissions list (each page and search has its own). */
export const ASSESSMENTS_KEY = ["/api/assessments"] as const;

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

/** The per-row lead-status dropdown: saves on change, disabled while that row saves (product.md §4). */
export function LeadStatusControl({ row }: { row: Pick<AssessmentRow, "id" | "name" | "leadStatus"> }) {
  const id = useId();
  const queryClient = useQueryClient();
  const select = useRef<HTMLSelectElement>(null);
  const hadFocus = useRef(false);
  const mutation = useMutation({
    mutationFn: (leadStatus: LeadStatus) =>
      apiRequest<{ id: string; leadStatus: string }>("PUT", `/api/admin/assessment-lead-status/${row.id}`, {
        leadStatus,
      }),
    onSuccess: (saved) => {
      // Every cached page holding the row shows the new status at once.
      queryClient.setQueriesData<ListPage<AssessmentRow>>(
        { queryKey: ASSESSMENTS_KEY },
        (page) =>
          page && {
            ...page,
            rows: page.rows.map((r) => (r.id === saved.id ? { ...r, leadStatus: saved.leadStatus } : r)),
          },
      );
      toast({ title: "Success", description: "Lead status updated successfully" });
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to update lead status", variant: "destructive" }),
    // A disabled control drops keyboard focus; give it back once the row is saved.
    onSettled: () => {
      if (hadFocus.current) requestAnimationFrame(() => select.current?.focus());
    },
  });

  return (
    <div className="flex items-center gap-2" onClick={(e) => e.stopPropagation()}>
      <label htmlFor={id} className="sr-only">
        Lead status for {row.name}
      </label>
      <select
        id={id}
        ref={select}
        // While saving, show the chosen value; on failure it returns to the stored one.
        value={mutation.isPending && mutation.variables ? mutation.variables : row.leadStatus}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
        onChange={(e) => {
          hadFocus.current = document.activeElement === e.currentTarget;
          mutation.mutate(e.target.value as LeadStatus);
        }}
        className={cn(
          "h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-ink focus-visible:outline-3 focus-visible:outline-brand-600 disabled:opacity-60",
        )}
      >
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {LEAD_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <LeadStatusBadge status={row.leadStatus} />
    </div>
  );
}
