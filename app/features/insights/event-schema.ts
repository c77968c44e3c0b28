import { z } from "zod";
import "~/schemas/common";

export const INSIGHT_EVENT_NAMES = ["page_view", "assessment_step", "assessment_submitted"] as const;
export type InsightEventName = (typeof INSIGHT_EVENT_NAMES)[number];

/** The largest event body accepted (bytes): a page view with long campaign tags fits easily. */
export const INSIGHT_EVENT_MAX_BYTES = 2048;

// PostgreSQL text cannot hold U+0000: such an event is refused rather than failing to store.
const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !s.includes("\u0000"), "text must not contain NUL characters");
const tag = plain(200).optional();

/**
 * One event of POST /api/events (sent by app/features/insights/beacon.ts). `step` (1-5) belongs to
 * assessment_step and to nothing else; unknown fields are refused so a typo cannot pass unnoticed.
 */
export const insightEventSchema = z
  .strictObject({
    name: z.enum(INSIGHT_EVENT_NAMES, {
      error: "name must be page_view, assessment_step or assessment_submitted",
    }),
    path: plain(500).regex(/^\/(?!\/)/, "path must start with a single /"),
    referrer: plain(500).optional(),
    utm_source: tag,
    utm_medium: tag,
    utm_campaign: tag,
    step: z.number().int().min(1).max(5).optional(),
  })
  .refine((e) => (e.name === "assessment_step") === (e.step !== undefined), {
    message: "step (1-5) is required for assessment_step and not allowed otherwise",
    path: ["step"],
  });

export type InsightEventInput = z.infer<typeof insightEventSchema>;
