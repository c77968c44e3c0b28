import { levelCopy } from "./levels";

/**
 * What the result page shows (product.md §3 "Assessment result record"): the same shape whether it comes
 * from the submit response or from /assessment/results/{id}. E-mail, company and job title stay out:
 * the page is reachable by its link alone.
 */
export type AssessmentResult = {
  id: string;
  name: string;
  recommendedLevel: number;
  knowledgeScore: number;
  awarenessScore: number;
  knowledgeAnswers: Record<string, string>;
  role: string;
  teamSize: string;
  currentAcumen: string;
  trainingFor: string;
  urgency: string;
};

/** product.md §2: the greeting uses the first word of the name. */
export function firstName(name: string) {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** The 'Send us an email' link: product.md's subject, a body naming the level, signed with the visitor's name. */
export function questionMailto(to: string, result: Pick<AssessmentResult, "name" | "recommendedLevel">) {
  const level = levelCopy(result.recommendedLevel);
  const subject = `Question about Level ${level.level} Training`;
  const body = [
    "Hi,",
    "",
    `I just completed the Financial Acumen Assessment and was recommended Level ${level.level}: ${level.title} (${level.subtitle}). I'd like to learn more about this training.`,
    "",
    "Best regards,",
    result.name.trim(),
  ].join("\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
