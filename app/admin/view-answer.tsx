import type { ViewAnswer } from "./view-action";

/**
 * What a view's form answered, under the form: `done` in a status line once it worked, the refusal's
 * message in an alert line otherwise (each line empty, and hidden, until then).
 */
export function ViewAnswerLines({ result, done }: { result: ViewAnswer | undefined; done: string }) {
  return (
    <>
      <p role="status" className="text-sm empty:hidden">
        {result?.ok ? done : ""}
      </p>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {result && !result.ok ? result.error : ""}
      </p>
    </>
  );
}
