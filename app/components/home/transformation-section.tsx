import { ArrowRight } from "~/components/ui/icons";
import { Table, type TableColumn } from "~/components/ui/table";
import { transformation } from "~/content/home";
import { cn } from "~/utils/cn";
import { Section } from "./section";

type Row = (typeof transformation.rows)[number];
const head = "px-4 py-3 text-sm font-semibold uppercase tracking-wider sm:px-6";
const columns: TableColumn<Row>[] = [
  {
    header: "Before",
    headerClassName: cn("w-1/2", head),
    rowHeader: true,
    className: "px-4 py-4 text-muted sm:px-6",
    cell: (row) => row.before,
  },
  {
    header: "After",
    headerClassName: head,
    className: "px-4 py-4 font-semibold sm:px-6",
    cell: (row) => (
      <span className="flex items-center gap-2">
        <ArrowRight aria-hidden className="hidden h-4 w-4 shrink-0 text-emerald-700 sm:block" />
        {row.after}
      </span>
    ),
  },
];

/** The before/after table of six behaviours (product.md §1), a real table for assistive technology. */
export function TransformationSection() {
  return (
    <Section id="transformation" eyebrow={transformation.eyebrow} title={transformation.title} tone="tint">
      <div className="mx-auto max-w-4xl overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <Table
          caption={transformation.caption}
          className="w-full border-collapse text-left"
          headRowClassName="bg-brand-900 text-white"
          columns={columns}
          rows={transformation.rows}
          rowKey={(row) => row.before}
          rowProps={() => ({ className: "border-t border-slate-200" })}
        />
      </div>
      <p className="mt-8 text-center font-serif text-2xl font-bold text-brand-900">
        {transformation.closing}
      </p>
    </Section>
  );
}
