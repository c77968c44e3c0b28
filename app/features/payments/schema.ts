import { z } from "zod";

/** An amount of US cents a write takes: whole, from 0 to `max` (product.md §10.14). */
export const cents = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number of US cents` })
    .int(`${label} must be a whole number of US cents`)
    .min(0, `${label} must be at least 0`)
    .max(max, `${label} must be at most ${max}`);
