import { ratingScale, awarenessStatements } from "~/assessment/awareness";
import { knowledgeExplanations } from "~/assessment/explanations";
import { levelCopy } from "~/assessment/levels";
import { topicInterestKeys, topicInterestLabels } from "~/assessment/options";
import { knowledgeQuestions } from "~/assessment/questions";
import { MAX_AWARENESS_SCORE, MAX_KNOWLEDGE_SCORE, isCorrectAnswer } from "~/assessment/scoring";
import { longDate } from "~/utils/dates";

/** One line of the report: an optional label ("Your answer: ") before its text, and a note after it. */
export type ReportLine = { label?: string; text: string; note?: string; link?: string };
export type ReportBlock = { heading: string; lines: ReportLine[] };

/**
 * The assessment report's content (product.md §10.13): every text the PDF prints and the result page
 * shows, built once, so the page and the PDF say the same things (decision 0098).
 */
export type AssessmentReport = {
  title: string;
  preparedFor: ReportLine[];
  level: ReportBlock;
  scores: ReportBlock;
  questions: ReportBlock[];
  awareness: ReportBlock;
  topics: ReportBlock;
  booking: ReportBlock;
};

/** What the report is made of: the stored answers of one completed assessment. */
export type ReportSource = {
  name: string;
  createdAt: Date | string;
  recommendedLevel: number;
  knowledgeScore: number;
  awarenessScore: number;
  knowledgeAnswers: Record<string, string>;
  awarenessAnswers: Record<string, number>;
  topicInterests: Record<string, number>;
};

/** The attachment's and the download's file name (product.md §10.13). */
export const REPORT_FILENAME = "Financial-Acumen-Report.pdf";
export const REPORT_TITLE = "Financial Acumen Assessment Report";
export const NO_ANSWER = "No answer";

const ratingLabel = (value: number | undefined) => {
  const label = ratingScale.find((r) => r.value === value)?.label;
  return label ? `${label} (${value} of 5)` : NO_ANSWER;
};

const topicRating = (value: number | undefined) => (typeof value === "number" ? `${value} of 5` : NO_ANSWER);

/** The report of one assessment; `siteUrl` is the site's origin, for the booking link. */
export function buildReport(source: ReportSource, siteUrl: string): AssessmentReport {
  const level = levelCopy(source.recommendedLevel);
  const origin = siteUrl.replace(/\/+$/, "");
  return {
    title: REPORT_TITLE,
    preparedFor: [
      { label: "Prepared for: ", text: source.name.trim() },
      { label: "Date: ", text: longDate(source.createdAt) },
    ],
    level: {
      heading: "Recommended level",
      lines: [
        { text: `Level ${level.level}: ${level.title}` },
        { text: level.subtitle },
        { text: level.description },
      ],
    },
    scores: {
      heading: "Your scores",
      lines: [
        {
          label: "Knowledge Score: ",
          text: `${source.knowledgeScore}/${MAX_KNOWLEDGE_SCORE}`,
          note: "Financial Knowledge Assessment",
        },
        {
          label: "Challenge Awareness: ",
          text: `${source.awarenessScore}/${MAX_AWARENESS_SCORE}`,
          note: "Business Impact Awareness",
        },
      ],
    },
    questions: knowledgeQuestions.map((q, i) => {
      // product.md §2.15: a missing answer counts as the empty string, so it is incorrect.
      const given = source.knowledgeAnswers[q.id] ?? "";
      return {
        heading: `${i + 1}. ${q.question}`,
        lines: [
          { text: isCorrectAnswer(q.id, given) ? "Correct" : "Incorrect" },
          { label: "Your answer: ", text: given || NO_ANSWER },
          { label: "Correct answer: ", text: q.correct },
          { label: "Explanation: ", text: knowledgeExplanations[q.id] },
        ],
      };
    }),
    awareness: {
      heading: "Business challenges: your ratings",
      lines: awarenessStatements.map((s) => ({
        label: `${s.text} `,
        text: ratingLabel(source.awarenessAnswers[s.id]),
      })),
    },
    topics: {
      heading: "Your interest in each topic",
      lines: topicInterestKeys.map((key) => ({
        label: `${topicInterestLabels[key]}: `,
        text: topicRating(source.topicInterests[key]),
      })),
    },
    booking: {
      heading: "Talk it through",
      lines: [
        { label: "Book a discovery call: ", text: `${origin}/consultation`, link: `${origin}/consultation` },
      ],
    },
  };
}

/** Every block of the report in reading order, the title and "prepared for" lines first. */
export function reportBlocks(report: AssessmentReport): ReportBlock[] {
  return [
    { heading: report.title, lines: report.preparedFor },
    report.level,
    report.scores,
    { heading: "Knowledge Assessment Review", lines: [] },
    ...report.questions,
    report.awareness,
    report.topics,
    report.booking,
  ];
}

/** A line as read: "Knowledge Score: 35/40 (Financial Knowledge Assessment)". */
export const lineText = (l: ReportLine) => `${l.label ?? ""}${l.text}${l.note ? ` (${l.note})` : ""}`;

/** The report as plain text, line by line: what the PDF prints, in its order (the tests compare). */
export function reportText(report: AssessmentReport): string[] {
  return reportBlocks(report).flatMap((b) => [b.heading, ...b.lines.map(lineText)]);
}
