import { z } from "zod";
import { publicFormExtras, text } from "~/schemas/common";
import { awarenessStatementIds, type AwarenessStatementId } from "~/assessment/awareness";
import { assessmentMessages } from "~/assessment/messages";
import {
  acumenOptions,
  challengeOptions,
  dataConfidenceOptions,
  formatOptions,
  roleOptions,
  teamSizeOptions,
  topicInterestKeys,
  trainingForOptions,
  urgencyOptions,
  type TopicInterestKey,
} from "~/assessment/options";
import { knowledgeQuestionIds, questionById, type KnowledgeQuestionId } from "~/assessment/questions";
import { listQuerySchema } from "~/schemas/admin-lists";
import { leadStatusSchema } from "~/features/people/lead-status-schema";

/** product.md §5's messages, word for word (in a zod-free module: the wizard's error summary uses them). */
export { assessmentMessages };
const m = assessmentMessages;

/** At least `min` characters after trimming, at most `max`; product.md's message when missing or too short. */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(2, message).max(max, `Must be at most ${max} characters`);

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const multiChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .min(1, message)
    .max(values.length, message)
    .refine((a) => new Set(a).size === a.length, "Each option may be chosen once");

const rating = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);

/** The free-text 'other' boxes: kept in the form (and its saved draft) but never submitted (product.md §3). */
const otherText = text(200).optional();

/** An object shape with one schema per key. */
function shapeOf<K extends string, S>(keys: readonly K[], make: (key: K) => S): Record<K, S> {
  return Object.fromEntries(keys.map((k) => [k, make(k)])) as Record<K, S>;
}

/** Each answer must be one of that question's own four options. */
const knowledgeAnswersSchema = z.object(
  shapeOf<KnowledgeQuestionId, z.ZodEnum<{ [k: string]: string }>>(knowledgeQuestionIds, (id) =>
    z.enum(questionById(id)!.options, { error: m.knowledgeAnswer }),
  ),
  { error: m.knowledgeAnswers },
);

const awarenessAnswersSchema = z.object(
  shapeOf<AwarenessStatementId, z.ZodNumber>(awarenessStatementIds, () => rating(m.awarenessAnswer)),
  { error: m.awarenessAnswers },
);

const topicInterestsSchema = z.object(
  shapeOf<TopicInterestKey, z.ZodNumber>(topicInterestKeys, () => rating(m.topicInterests)),
  { error: m.topicInterests },
);

// Step 1: Personal Information
export const personalInfoSchema = z.object({
  name: requiredText(m.name, 100),
  email: z.string({ error: m.email }).trim().max(254, m.email).pipe(z.email(m.email)),
  company: requiredText(m.company, 200),
  jobTitle: requiredText(m.jobTitle, 200),
  role: choice(roleOptions, m.role),
  otherRole: otherText,
  teamSize: choice(teamSizeOptions, m.teamSize),
  trainingFor: choice(trainingForOptions, m.trainingFor),
  otherTrainingFor: otherText,
});

// Step 2: Current Experience
export const experienceSchema = z.object({
  currentAcumen: choice(acumenOptions, m.currentAcumen),
  otherAcumen: otherText,
  dataConfidence: choice(dataConfidenceOptions, m.dataConfidence),
  otherConfidence: otherText,
  challenges: multiChoice(challengeOptions, m.challenges),
  otherChallenge: otherText,
});

// Step 3: Knowledge Assessment
export const knowledgeSchema = z.object({ knowledgeAnswers: knowledgeAnswersSchema });

// Step 4: Business Challenges (problem awareness)
export const awarenessSchema = z.object({ awarenessAnswers: awarenessAnswersSchema });

// Step 5: Training Preferences
export const preferencesSchema = z.object({
  urgency: choice(urgencyOptions, m.urgency),
  otherUrgency: otherText,
  topicInterests: topicInterestsSchema,
  formatPreferences: multiChoice(formatOptions, m.formatPreferences),
  otherFormat: otherText,
});

/** The wizard's five steps in order, each checked on its own (in the browser and by the page action). */
export const assessmentStepSchemas = [
  personalInfoSchema,
  experienceSchema,
  knowledgeSchema,
  awarenessSchema,
  preferencesSchema,
] as const;

/**
 * POST /api/assessment: every step's fields (values must be known options), without the free-text
 * 'other' boxes. The browser also sends its own knowledgeScore, awarenessScore and recommendedLevel
 * (product.md §7); they are accepted and dropped: the server recomputes them from the answers.
 */
export const assessmentSubmissionSchema = z.object({
  ...personalInfoSchema.omit({ otherRole: true, otherTrainingFor: true }).shape,
  ...experienceSchema.omit({ otherAcumen: true, otherConfidence: true, otherChallenge: true }).shape,
  ...knowledgeSchema.shape,
  ...awarenessSchema.shape,
  ...preferencesSchema.omit({ otherUrgency: true, otherFormat: true }).shape,
  ...publicFormExtras,
});

export type AssessmentSubmission = z.output<typeof assessmentSubmissionSchema>;

/** GET /api/assessments: search in name, e-mail, company and role; filter by the lead status. */
export const assessmentListQuerySchema = listQuerySchema.extend({ status: leadStatusSchema.optional() });
export type AssessmentListQuery = z.infer<typeof assessmentListQuerySchema>;
