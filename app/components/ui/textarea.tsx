import { forwardRef, type TextareaHTMLAttributes } from "react";
import { cn } from "~/utils/cn";
import { fieldClasses } from "./field-styles";

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  // A caller that sizes it in rows gets exactly that height (no minimum to override).
  ({ className, ...props }, ref) => (
    <textarea
      ref={ref}
      className={cn(fieldClasses, props.rows === undefined && "min-h-28", className)}
      {...props}
    />
  ),
);
Textarea.displayName = "Textarea";
