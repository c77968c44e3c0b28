import type { z } from "zod";
import type { Attribution } from "~/db/schema";
import { hitRateLimit, tooManyMessage } from "~/services/rate-limit.server";
import { env } from "~/utils/env.server";
import { refuse, type Refused } from "~/utils/refusal";

/**
 * The one path of every public form's submission, whatever carried it (a page action's form post or
 * a JSON endpoint's body): docs/decisions/0082-one-form-pipeline.md. The presenters
 * (./page-reply.server.ts, ./json-answer.server.ts) turn its outcome into their transport's answer.
 */

/** Messages per field (Conform's dotted paths, or the JSON body's), and optionally one for the form. */
export type Invalid = {
  kind: "invalid";
  status: 400 | 415;
  formError?: string;
  fields: Record<string, string[]>;
};

export type Accepted<D> = { kind: "accepted"; data: D };

/**
 * What the pipeline answers. A refusal, the rate limit's (429 with `retryAfterSeconds`) or the save's
 * own (nothing stored), is the one shape, `Refused` (app/utils/refusal.ts).
 */
export type FormOutcome<D> =
  | Accepted<D>
  /** A filled honeypot: the sender is told all went well, and nothing is stored. */
  | { kind: "discarded" }
  | Invalid
  | Refused;

export const tooManySubmissions = (seconds: number) =>
  tooManyMessage(seconds, "submissions from your network");

/** The fields every public form sends besides its own (publicFormExtras in app/schemas/common.ts). */
type PublicFields = { website?: string; attribution?: Attribution };
export type FormSchema = z.ZodType<PublicFields>;

/** One form: its name (the rate-limit counter's), its schema, and its save through its service. */
export type FormSteps<S extends FormSchema, D> = {
  name: string;
  schema: S;
  /**
   * The service call: one transaction that stores the submission, its person and its e-mails
   * (the visitor's and newLeadNotice in app/services/outbox.server.ts), or refuses it with
   * `refuse(status, message, { field })` (app/utils/refusal.ts).
   */
  save: (input: z.output<S>, attribution: Attribution) => Promise<Accepted<D> | Refused>;
  /** The JSON endpoint's success status: 201 when every acceptance is a new record the sender may know of. */
  created: boolean;
};

/** A submission as it arrived. */
export type RawSubmission = {
  clientIp: string;
  /**
   * Reads the values and holds them to `schema`, the way the transport must (Conform's coercion of a
   * form's text, or a JSON body's checks); called only once the rate limit has let the post through.
   */
  check: <S extends z.ZodType>(schema: S) => Promise<{ kind: "checked"; value: z.output<S> } | Invalid>;
};

/** Posts per form and client address in this window: FORM_RATE_LIMIT_MAX (product.md §9). */
const WINDOW_MS = 10 * 60 * 1000;

/**
 * Takes one submission through every step, in order: the per-address limit (one counter per form,
 * shared by its page action and its JSON endpoint), the schema, the honeypot, the attribution, then
 * the form's save.
 */
export async function processSubmission<S extends FormSchema, D>(
  form: FormSteps<S, D>,
  submission: RawSubmission,
): Promise<FormOutcome<D>> {
  const key = `form:${form.name}:${submission.clientIp}`;
  const rate = await hitRateLimit(key, env().FORM_RATE_LIMIT_MAX, WINDOW_MS);
  if (!rate.allowed) {
    const { retryAfterSeconds } = rate;
    return refuse(429, tooManySubmissions(retryAfterSeconds), { retryAfterSeconds });
  }
  const checked = await submission.check(form.schema);
  if (checked.kind === "invalid") return checked;
  const input = checked.value;
  if (input.website && input.website.trim() !== "") return { kind: "discarded" };
  return form.save(input, input.attribution ?? {});
}

export const accepted = <D>(data: D): Accepted<D> => ({ kind: "accepted", data });
