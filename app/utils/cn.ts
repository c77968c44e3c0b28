import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (strings, conditionals, arrays). It does NOT resolve conflicting Tailwind classes:
 * a className passed to a primitive must not fight the primitive's own classes; primitives offer
 * variants and props instead (docs/decisions/0003-class-merging.md). This keeps tailwind-merge (7 KB
 * brotli on every public page, measured in docs/decisions/0006-class-merging-measured.md) out.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
