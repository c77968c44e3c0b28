import { awarenessStatementIds, awarenessStatements, ratingScale } from "~/assessment/awareness";
import { pickRatings } from "~/features/assessments/wizard/draft";
import { questionsStep } from "./questions-step";

const scale = ratingScale.map((r) => ({ value: r.value, label: `${r.value} – ${r.label}` }));

export const AwarenessStep = questionsStep({
  step: 3,
  intro:
    "How much do these statements describe your organization? Rate each from Strongly Disagree (1) to Strongly Agree (5).",
  name: "awarenessAnswers",
  questions: awarenessStatements.map((s, i) => ({ id: s.id, legend: `${i + 1}. ${s.text}`, options: scale })),
  pick: (saved) => pickRatings(saved, awarenessStatementIds),
  className: "sm:grid-cols-5",
  optionClassName: "sm:flex-col sm:items-center sm:text-center",
});
