import { knowledgeQuestionIds, questionById } from "~/assessment/questions";
import { awarenessStatements } from "~/assessment/awareness";
import { topicInterestKeys, topicInterestLabels } from "~/assessment/options";
import { levelCopy } from "~/assessment/levels";
import type { AssessmentRow } from "~/features/assessments/list";
import { describeAttribution } from "~/lists/format";
import { DetailsSection, EmailLink } from "~/components/admin/details-list";
import { DetailsDialog } from "~/components/admin/details-dialog";
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
    <DetailsDialog row={row} onClose={onClose} width="3xl" title={(r) => `Submission from ${r.name}`}>
      {(row) => (
        <>
          <LeadStatusControl row={row} />

          <DetailsSection
            title="Personal information"
            items={[
              ["Name", row.name],
              ["Email", <EmailLink email={row.email} />],
              ["Company", row.company],
              ["Job title", row.jobTitle],
              ["Role", row.role],
              ["Team size", row.teamSize],
              ["Training for", row.trainingFor],
            ]}
          />

          <DetailsSection
            title="Current experience"
            items={[
              ["Current acumen", row.currentAcumen],
              ["Financial data", row.dataConfidence],
              ["Challenges", splitList(row.challenges)],
            ]}
          />

          <DetailsSection
            title="Results"
            items={[
              ["Knowledge score", `${row.knowledgeScore}/40`],
              ["Challenge awareness", `${row.awarenessScore}/25`],
              ["Recommended", `Level ${row.recommendedLevel}: ${levelCopy(row.recommendedLevel).title}`],
            ]}
          />

          <DetailsSection title="Knowledge answers">
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
          </DetailsSection>

          <DetailsSection
            title="Problem awareness (1-5)"
            items={awarenessStatements.map((s) => [s.text, String(row.awarenessAnswers?.[s.id] ?? "")])}
          />

          <DetailsSection
            title="Training preferences"
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
        </>
      )}
    </DetailsDialog>
  );
}
