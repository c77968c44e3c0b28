/** The five problem-awareness statements, each rated 1-5 (Strongly Disagree → Strongly Agree). */
export const awarenessStatementIds = ["q1", "q2", "q3", "q4", "q5"] as const;
export type AwarenessStatementId = (typeof awarenessStatementIds)[number];

export const awarenessStatements: ReadonlyArray<{ id: AwarenessStatementId; text: string }> = [
  { id: "q1", text: "Our leaders struggle to connect their day-to-day decisions to financial outcomes." },
  { id: "q2", text: "Budget conversations in our organization often feel like a black box." },
  { id: "q3", text: "Our teams talk past each other when discussing financial results and priorities." },
  { id: "q4", text: "We have seen promising talent plateau because they lack financial fluency." },
  { id: "q5", text: "We sometimes chase the wrong metrics instead of the ones that drive value." },
];

export const ratingScale = [
  { value: 1, label: "Strongly Disagree" },
  { value: 2, label: "Disagree" },
  { value: 3, label: "Neutral" },
  { value: 4, label: "Agree" },
  { value: 5, label: "Strongly Agree" },
] as const;
