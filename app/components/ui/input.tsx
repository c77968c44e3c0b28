import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";
import { fieldClasses } from "./field-styles";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "h-11", className)} {...props} />;
}
