import type { ReactNode } from "react";

/** A record's fields as a definition list (the detail dialogs). Empty values show as "—". */
export function DetailsList({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="whitespace-pre-wrap break-words text-ink">
            {value === null || value === undefined || value === "" ? "—" : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
