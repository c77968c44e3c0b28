import { href } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import type { AnswersByQuestion } from "~/features/assessments/answers.server";
import { formatCount } from "~/features/insights/admin/format";
import { RangePicker } from "~/features/insights/admin/range-picker";
import type { RangePreset } from "~/features/insights/range-schema";
import { RankedTable } from "~/features/insights/admin/ranked-table";

const percent = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)}%`);
const average = (n: number | null) => (n === null ? "–" : n.toFixed(2));

/** The answers' own filters beside the range: level and first-touch source (product.md §10.13). */
function Filters({ answers, preset }: { answers: AnswersByQuestion; preset: RangePreset | null }) {
  const level = answers.level ? String(answers.level) : null;
  return (
    <RangePicker range={answers} preset={preset} keep={{ level, source: answers.source }} idPrefix="answers">
      <div className="grid gap-1">
        <Label htmlFor="answers-level">Level</Label>
        <Select id="answers-level" name="level" defaultValue={level ?? ""}>
          <option value="">Any level</option>
          <option value="1">Level 1</option>
          <option value="2">Level 2</option>
          <option value="3">Level 3</option>
        </Select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="answers-source">First-touch source</Label>
        <Input
          id="answers-source"
          name="source"
          placeholder="Any source (e.g. linkedin, direct)"
          defaultValue={answers.source ?? ""}
        />
      </div>
    </RangePicker>
  );
}

/** One table of averages (awareness statements, topics), 1 to 5. */
function Averages<R extends { id: string; average: number | null }>(props: {
  id: string;
  heading: string;
  caption: string;
  label: string;
  rows: R[];
  text: (r: R) => string;
}) {
  return (
    <section aria-labelledby={props.id} className="grid content-start gap-2">
      <h3 id={props.id} className="text-sm font-semibold text-ink">
        {props.heading}
      </h3>
      <RankedTable
        caption={props.caption}
        rows={props.rows}
        rowKey={(r) => r.id}
        barValue={(r) => r.average ?? 0}
        empty="No ratings."
        columns={[
          { header: props.label, cell: props.text },
          { header: "Average", cell: (r) => average(r.average), numeric: true },
        ]}
      />
    </section>
  );
}

/**
 * product.md §10.13: Quiz/Assessment's answers by question, for a range, level and first-touch
 * source: each question's rate of correct answers and how its answers fall, the awareness averages,
 * the challenges named and the topics' average interest; the same as CSV.
 */
export function AnswersPanel({
  answers,
  preset,
  error,
}: {
  answers: AnswersByQuestion;
  preset: RangePreset | null;
  error?: string;
}) {
  const query = new URLSearchParams({ from: answers.from, to: answers.to });
  if (answers.level) query.set("level", String(answers.level));
  if (answers.source) query.set("source", answers.source);
  const csv = `${href("/api/admin/assessments/answers.csv")}?${query}`;
  return (
    <Card className="grid gap-5 p-5" role="region" aria-labelledby="answers-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="answers-heading" className="text-xl font-semibold text-ink">
          Answers by question
        </h2>
        <a href={csv} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          Download CSV
        </a>
      </div>
      <Filters answers={answers} preset={preset} />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Those filters could not be used ({error}); showing the last 30 days, all levels and sources.
        </p>
      )}
      <p className="text-sm text-muted">
        {formatCount(answers.count)} {answers.count === 1 ? "assessment" : "assessments"} from {answers.from}{" "}
        to {answers.to} (site time zone), {answers.level ? `Level ${answers.level}` : "any level"},{" "}
        {answers.source ? `first-touch source “${answers.source}”` : "any source"}.
      </p>
      <ol className="grid gap-4 lg:grid-cols-2">
        {answers.questions.map((q, i) => (
          <li key={q.id} className="grid content-start gap-2">
            <h3 className="text-sm font-semibold text-ink">
              {i + 1}. {q.text}
            </h3>
            <p className="text-sm text-muted">
              Correct: {percent(q.correctRate)} of {formatCount(q.answered)} answered
            </p>
            <RankedTable
              caption={`Answers to question ${i + 1}`}
              rows={q.answers}
              rowKey={(r) => r.answer}
              barValue={(r) => r.count}
              empty="No answers."
              columns={[
                {
                  header: "Answer",
                  cell: (r) => (r.answer === q.correctAnswer ? `${r.answer} (correct answer)` : r.answer),
                },
                { header: "Count", cell: (r) => formatCount(r.count), numeric: true },
              ]}
            />
          </li>
        ))}
      </ol>
      <div className="grid gap-4 lg:grid-cols-3">
        <Averages
          id="answers-awareness"
          heading="Awareness statements (average, 1 to 5)"
          caption="Average rating of each awareness statement"
          label="Statement"
          rows={answers.awareness}
          text={(r) => r.text}
        />
        <section aria-labelledby="answers-challenges" className="grid content-start gap-2">
          <h3 id="answers-challenges" className="text-sm font-semibold text-ink">
            Challenges named
          </h3>
          <RankedTable
            caption="How often each challenge is named"
            rows={answers.challenges}
            rowKey={(r) => r.challenge}
            barValue={(r) => r.count}
            empty="No challenges."
            columns={[
              { header: "Challenge", cell: (r) => r.challenge },
              { header: "Count", cell: (r) => formatCount(r.count), numeric: true },
            ]}
          />
        </section>
        <Averages
          id="answers-topics"
          heading="Topic interest (average, 1 to 5)"
          caption="Average interest in each topic"
          label="Topic"
          rows={answers.topics}
          text={(r) => r.topic}
        />
      </div>
    </Card>
  );
}
