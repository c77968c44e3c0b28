import { z } from "zod";
import { requiredString } from "~/schemas/common";
import { keysOf } from "~/utils/choices";

/** product.md §10.12: what enrols a person, as the owner names it. */
export const TRIGGER_LABELS = {
  assessment: "Assessment completed",
  "webinar-attended": "Attended a webinar",
  "webinar-no-show": "Missed a webinar (no-show)",
  "resource-requested": "Requested a resource",
  "newsletter-confirmed": "Confirmed the newsletter",
} as const;
export type TriggerKind = keyof typeof TRIGGER_LABELS;
export const TRIGGER_KINDS = keysOf(TRIGGER_LABELS);

/** Why an enrolment ended early (product.md §10.12), with its label for the owner and the timeline. */
export const EXIT_LABELS = {
  booked: "Booked a call",
  closed: "Became a client (closed)",
  unsubscribed: "Unsubscribed from sequences",
  suppressed: "Address suppressed",
  erased: "Erased",
  "sequence-off": "Sequence turned off",
  "sequence-deleted": "Sequence deleted",
  undeliverable: "E-mail could not be delivered",
} as const;
export type ExitReason = keyof typeof EXIT_LABELS;
export const EXIT_REASONS = keysOf(EXIT_LABELS);

const kind = z.enum(TRIGGER_KINDS, { error: `Trigger must be one of: ${TRIGGER_KINDS.join(", ")}` });

export const triggerSchema = z
  .object(
    {
      kind,
      level: z
        .union([z.literal(1), z.literal(2), z.literal(3)], { error: "Level must be 1, 2 or 3" })
        .nullish(),
      resourceId: z
        .number({ error: "Resource must be a resource's id" })
        .int("Resource must be a resource's id")
        .positive("Resource must be a resource's id")
        .nullish(),
    },
    { error: "Trigger must be an object with a kind" },
  )
  .superRefine((t, ctx) => {
    if (t.level != null && t.kind !== "assessment")
      ctx.addIssue({ code: "custom", message: "Only an assessment trigger has a level", path: ["level"] });
    if (t.resourceId != null && t.kind !== "resource-requested")
      ctx.addIssue({
        code: "custom",
        message: "Only a resource-requested trigger names a resource",
        path: ["resourceId"],
      });
  })
  .transform((t) => ({
    kind: t.kind,
    ...(t.level != null ? { level: t.level } : {}),
    ...(t.resourceId != null ? { resourceId: t.resourceId } : {}),
  }));

export const stepSchema = z.object(
  {
    // A step kept from the sequence as it was (its id from GET); none for a new step (decision 0105).
    id: z
      .number({ error: "A step's id must be a step of this sequence" })
      .int("A step's id must be a step of this sequence")
      .positive("A step's id must be a step of this sequence")
      .nullish(),
    delayHours: z
      .number({ error: "Delay must be a number of hours" })
      .int("Delay must be a whole number of hours")
      .min(0, "Delay must be at least 0 hours")
      .max(24 * 365, "Delay must be at most a year"),
    sendHour: z
      .number({ error: "Send hour must be a number from 0 to 23" })
      .int("Send hour must be a whole hour from 0 to 23")
      .min(0, "Send hour must be from 0 to 23")
      .max(23, "Send hour must be from 0 to 23")
      .nullish()
      .transform((v) => v ?? null),
    subject: requiredString("Subject")
      .trim()
      .min(1, "Subject is required")
      .max(200, "Subject must be at most 200 characters"),
    html: requiredString("Body")
      .trim()
      .min(1, "Body is required")
      .max(200_000, "Body must be at most 200,000 characters"),
  },
  { error: "Each step must be an object" },
);

/** A sequence as the owner creates or replaces it (POST and PUT /api/admin/sequences). */
export const sequenceSchema = z.object({
  name: requiredString("Name")
    .trim()
    .min(1, "Name is required")
    .max(200, "Name must be at most 200 characters"),
  active: z.boolean({ error: "Active must be true or false" }).default(false),
  trigger: triggerSchema,
  steps: z
    .array(stepSchema, { error: "Steps must be a list" })
    .min(1, "A sequence needs at least one step")
    .max(20, "At most 20 steps"),
});

export type SequenceData = z.output<typeof sequenceSchema>;
/** A trigger as stored (`sequences.trigger`): what `triggerSchema` accepted. */
export type SequenceTrigger = z.output<typeof triggerSchema>;
export type StepData = z.output<typeof stepSchema>;

/** The trigger in words, for the owner's lists. */
export function describeTrigger(t: { kind: TriggerKind; level?: number; resourceId?: number }) {
  const base = TRIGGER_LABELS[t.kind];
  if (t.kind === "assessment" && t.level) return `${base}, Level ${t.level}`;
  if (t.kind === "resource-requested" && t.resourceId) return `${base} (resource #${t.resourceId})`;
  return base;
}

/**
 * How the admin view's form reads as a sequence (every field is text, `steps[0].subject` and the
 * like): numbers from their text, an empty optional one as none, the "active" box ticked or not.
 * No rule of its own: `sequenceSchema` then checks it, in the browser and on the server.
 */
export function sequenceFromForm(raw: unknown) {
  if (typeof raw !== "object" || raw === null) return raw;
  const form = raw as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? null : Number(v)) : v);
  const trigger = (typeof form.trigger === "object" && form.trigger ? form.trigger : {}) as Record<
    string,
    unknown
  >;
  const steps = Array.isArray(form.steps) ? (form.steps as Record<string, unknown>[]) : [];
  return {
    ...form,
    active: form.active === "on" || form.active === "true" || form.active === true,
    trigger: { kind: trigger.kind, level: num(trigger.level), resourceId: num(trigger.resourceId) },
    steps: steps.map((s) => ({
      ...s,
      id: num(s.id),
      delayHours: num(s.delayHours),
      sendHour: num(s.sendHour),
    })),
  };
}
