import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";
import { fieldClasses } from "./field-styles";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  // A caller that sizes it in rows gets exactly that height (no minimum to override).
  return (
    <textarea className={cn(fieldClasses, props.rows === undefined && "min-h-28", className)} {...props} />
  );
}
