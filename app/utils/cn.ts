import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// SPEC §9: class-merge cache size 500.
const twMerge = extendTailwindMerge({ cacheSize: 500 });

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
