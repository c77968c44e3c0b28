import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

type TextCardProps = {
  title: string;
  text: string;
  /** The title's spacing under what stands above it, and any look of its own. */
  titleClassName?: string;
  className?: string;
  /** What stands above the title: a step's number, a label, a badge. */
  children?: ReactNode;
  /** What follows the text: a link on. */
  after?: ReactNode;
};

/** A bordered card of a marketing page's grid, an item of its list: a title and a short text. */
export function TextCard({ title, text, titleClassName, className, children, after }: TextCardProps) {
  return (
    <li className={cn(className, "rounded-xl border border-slate-200 p-6")}>
      {children}
      <h3 className={cn(titleClassName, "text-lg font-semibold text-ink")}>{title}</h3>
      <p className="mt-2 text-muted">{text}</p>
      {after}
    </li>
  );
}
