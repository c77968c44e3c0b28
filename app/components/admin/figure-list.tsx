import { cn } from "~/utils/cn";

/** Counts, each under its label, in a grid (an issue's results, a sequence's figures). */
export function FigureList({ figures, wide = false }: { figures: [string, number][]; wide?: boolean }) {
  return (
    <dl className={cn("mt-3 grid grid-cols-2 gap-3", wide ? "sm:grid-cols-6" : "sm:grid-cols-4")}>
      {figures.map(([label, n]) => (
        <div key={label} className="rounded border border-slate-200 p-3">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-2xl font-semibold">{n}</dd>
        </div>
      ))}
    </dl>
  );
}
