import { CheckCircle2, XCircle } from "~/components/ui/icons";
import { knowledgeExplanations } from "~/assessment/explanations";
import { knowledgeQuestions } from "~/assessment/questions";
import { MAX_KNOWLEDGE_SCORE, POINTS_PER_CORRECT, isCorrectAnswer } from "~/assessment/scoring";
import { Card } from "~/components/ui/card";
import { cn } from "~/utils/cn";
import { NO_ANSWER } from "~/features/assessments/report/content";

/** 'Knowledge Assessment Review': every question, its four options, the marks and the explanation. */
export function KnowledgeReview({ answers, score }: { answers: Record<string, string>; score: number }) {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold text-ink">Knowledge Assessment Review</h2>
      <p className="mt-2 text-muted">See how you answered each question, with the correct answer and why.</p>
      <ol className="mt-6 grid gap-6">
        {knowledgeQuestions.map((q, i) => {
          // product.md §2: a missing answer counts as the empty string, so it is incorrect.
          const given = answers[q.id] ?? "";
          const correct = isCorrectAnswer(q.id, given);
          const headingId = `review-${q.id}`;
          return (
            <li key={q.id}>
              <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4 sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 id={headingId} className="font-semibold text-ink">
                    {i + 1}. {q.question}
                  </h3>
                  <span
                    className={cn(
                      "inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
                      correct ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800",
                    )}
                  >
                    {correct ? (
                      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
                    ) : (
                      <XCircle className="h-3.5 w-3.5" aria-hidden />
                    )}
                    {correct ? "Correct" : "Incorrect"}
                  </span>
                </div>
                <ul className="mt-3 grid gap-2">
                  {q.options.map((option) => {
                    const isRight = option === q.correct;
                    const wrongPick = option === given && !isRight;
                    return (
                      <li
                        key={option}
                        className={cn(
                          "rounded-md border px-3 py-2 text-sm",
                          isRight && "border-green-600 bg-green-50 text-green-900",
                          wrongPick && "border-red-600 bg-red-50 text-red-900",
                          !isRight && !wrongPick && "border-slate-200 text-ink",
                        )}
                      >
                        {option}
                        {isRight && <span className="ml-1 font-semibold">(Correct Answer)</span>}
                        {wrongPick && <span className="ml-1 font-semibold">(Your Answer)</span>}
                      </li>
                    );
                  })}
                </ul>
                {/* Nothing is marked as theirs when they gave no answer: say so (the report's words). */}
                {given === "" && (
                  <p className="mt-3 text-sm text-ink">
                    <span className="font-semibold">Your answer: </span>
                    {NO_ANSWER}
                  </p>
                )}
                <p className="mt-3 text-sm text-muted">
                  <span className="font-semibold text-ink">Explanation: </span>
                  {knowledgeExplanations[q.id]}
                </p>
              </section>
            </li>
          );
        })}
      </ol>
      <div className="mt-8 rounded-lg bg-brand-50 p-5 text-center">
        <p className="text-lg font-bold text-brand-900">
          Your Knowledge Score: {score}/{MAX_KNOWLEDGE_SCORE}
        </p>
        <p className="mt-1 text-sm text-brand-900">
          Each correct answer was worth {POINTS_PER_CORRECT} points, up to a maximum of {MAX_KNOWLEDGE_SCORE}.
        </p>
      </div>
    </Card>
  );
}
