import { knowledgeQuestionIds, questionById } from "~/assessment/questions";
import { awarenessStatements } from "~/assessment/awareness";
import { topicInterestKeys, topicInterestLabels } from "~/assessment/options";
import { levelCopy } from "~/assessment/levels";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { AssessmentRow } from "~/features/assessments/list";
import { describeAttribution, formatDateTime } from "~/lists/format";
import { DetailsList } from "~/components/admin/details-list";
import { LeadStatusControl } from "~/features/people/admin/lead-status-control";

const splitList = (v: string) =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .join("\n");

/** The whole submission: every field and every answer. */
export function AssessmentDetailsDialog({
  row,
  onClose,
}: {
  row: AssessmentRow | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={Boolean(row)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="3xl">
        {row && (
          <>
            <DialogHeader>
              <DialogTitle>Submission from {row.name}</DialogTitle>
              <DialogDescription>Received {formatDateTime(row.createdAt)}</DialogDescription>
            </DialogHeader>
            <LeadStatusControl row={row} />

            <section className="grid gap-2">
              <h3 className="font-semibold text-brand-800">Personal information</h3>
              <DetailsList
                items={[
                  ["Name", row.name],
                  [
                    "Email",
                    <a key="e" className="text-brand-700 underline" href={`mailto:${row.email}`}>
                      {row.email}
                    </a>,
                  ],
                  ["Company", row.company],
                  ["Job title", row.jobTitle],
                  ["Role", row.role],
                  ["Team size", row.teamSize],
                  ["Training for", row.trainingFor],
                ]}
              />
            </section>

            <section className="grid gap-2">
              <h3 className="font-semibold text-brand-800">Current experience</h3>
              <DetailsList
                items={[
                  ["Current acumen", row.currentAcumen],
                  ["Financial data", row.dataConfidence],
                  ["Challenges", splitList(row.challenges)],
                ]}
              />
            </section>

            <section className="grid gap-2">
              <h3 className="font-semibold text-brand-800">Results</h3>
              <DetailsList
                items={[
                  ["Knowledge score", `${row.knowledgeScore}/40`],
                  ["Challenge awareness", `${row.awarenessScore}/25`],
                  ["Recommended", `Level ${row.recommendedLevel}: ${levelCopy(row.recommendedLevel).title}`],
                ]}
              />
            </section>

            <section className="grid gap-2">
              <h3 className="font-semibold text-brand-800">Knowledge answers</h3>
              <ol className="grid gap-3 text-sm">
                {knowledgeQuestionIds.map((id, i) => {
                  const q = questionById(id);
                  const answer = row.knowledgeAnswers?.[id] ?? "";
                  const correct = q ? answer === q.correct : false;
                  return (
                    <li key={id}>
                      <p className="font-medium">
                        {i + 1}. {q?.question ?? id}
                      </p>
                      <p>
                        {answer || "No answer"}{" "}
                        <span
                          className={correct ? "font-semibold text-green-800" : "font-semibold text-red-700"}
                        >
                          ({correct ? "correct" : "incorrect"})
                        </span>
                      </p>
                    </li>
                  );
                })}
              </ol>
            </section>

            <section className="grid gap-2">
              <h3 className="font-semibold text-brand-800">Problem awareness (1-5)</h3>
              <DetailsList
                items={awarenessStatements.map((s) => [s.text, String(row.awarenessAnswers?.[s.id] ?? "")])}
              />
            </section>

            <section className="grid gap-2">
              <h3 className="font-semibold text-brand-800">Training preferences</h3>
              <DetailsList
                items={[
                  ["Urgency", row.urgency],
                  ...topicInterestKeys.map((k): [string, string] => [
                    topicInterestLabels[k],
                    String(row.topicInterests?.[k] ?? ""),
                  ]),
                  ["Formats", splitList(row.formatPreferences)],
                  ["Came from", describeAttribution(row.attribution)],
                ]}
              />
            </section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
