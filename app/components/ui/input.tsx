import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "~/utils/cn";
import { fieldClasses } from "./field-styles";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, ...props }, ref) => (
    <input ref={ref} className={cn(fieldClasses, "h-11", className)} {...props} />
  ),
);
Input.displayName = "Input";
