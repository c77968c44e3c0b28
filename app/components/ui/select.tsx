import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";
import { selectClasses } from "./field-styles";

type SelectProps = ComponentProps<"select"> & {
  /** Compact, for a filter bar or a table row; full width in a form otherwise. */
  compact?: boolean;
};

/** The one select: the fields' frame, full width in a form or compact. */
export function Select({ className, compact, ...props }: SelectProps) {
  return <select className={cn(compact ? selectClasses.sm : selectClasses.md, className)} {...props} />;
}

/** A select's options for a list of values, each shown as its label (or as itself, without labels). */
export function Choices<V extends string>({
  values,
  labels,
}: {
  values: readonly V[];
  labels?: Record<V, string>;
}) {
  return values.map((v) => (
    <option key={v} value={v}>
      {labels ? labels[v] : v}
    </option>
  ));
}
