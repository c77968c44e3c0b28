import { Loader2 } from "lucide-react";
import { cn } from "~/utils/cn";

export function Spinner({ className, size = "sm" }: { className?: string; size?: "sm" | "lg" }) {
  return (
    <Loader2
      className={cn(size === "lg" ? "h-8 w-8" : "h-5 w-5", "animate-spin text-brand-700", className)}
      aria-hidden
    />
  );
}
