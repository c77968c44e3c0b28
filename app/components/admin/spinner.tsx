import { Loader2 } from "lucide-react";
import { cn } from "~/utils/cn";

export function Spinner({ className }: { className?: string }) {
  return <Loader2 className={cn("h-5 w-5 animate-spin text-brand-700", className)} aria-hidden />;
}
