import { useEffect, useRef } from "react";
import { AlertCircle } from "~/components/ui/icons";
import { assessmentMessages } from "~/assessment/messages";

/** The first message for each invalid field, keyed by its path ("email", "knowledgeAnswers.q1"). */
export type FormErrors = Partial<Record<string, string>>;

/** The first message of each field in Conform's errors (the browser's check or the page action's reply). */
export const firstMessages = (errors: Record<string, string[] | null | undefined> | null | undefined) =>
  Object.fromEntries(
    Object.entries(errors ?? {}).flatMap(([path, m]) => (m?.[0] ? [[path, m[0]]] : [])),
  ) as FormErrors;

/** Groups of per-item errors that the summary names once, with product.md's message for the whole group. */
const groupMessages: Record<string, string> = {
  knowledgeAnswers: assessmentMessages.knowledgeAnswers,
  awarenessAnswers: assessmentMessages.awarenessAnswers,
  topicInterests: assessmentMessages.topicInterests,
};

/** The summary's lines, in the order of the fields: one per field, one per group. */
export function summaryMessages(errors: FormErrors): string[] {
  const out = Object.entries(errors).flatMap(([path, message]) =>
    message ? [groupMessages[path.split(".")[0]!] ?? message] : [],
  );
  return [...new Set(out)];
}

/**
 * 'Please complete all required fields:' and the list of what is missing. It takes focus each time
 * a Next press fails (attempt changes), so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({ errors, attempt }: { errors: FormErrors; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const messages = summaryMessages(errors);
  const show = messages.length > 0;
  useEffect(() => {
    if (show && attempt > 0) ref.current?.focus({ preventScroll: true });
  }, [attempt, show]);
  if (!show) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="assessment-error-summary-title"
      className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800 outline-none focus-visible:outline-3 focus-visible:outline-red-700"
    >
      <p id="assessment-error-summary-title" className="flex items-center gap-2 font-semibold">
        <AlertCircle className="h-5 w-5 shrink-0" aria-hidden />
        Please complete all required fields:
      </p>
      <ul className="mt-2 list-disc flex flex-col gap-1 pl-9 text-sm">
        {messages.map((msg) => (
          <li key={msg}>{msg}</li>
        ))}
      </ul>
    </div>
  );
}
