import { ArrowLeft, ArrowRight, Loader2 } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";

export const STEP_COUNT = 5;

/** product.md §2: progress is step/5 as a percentage (step 1 of 5 reads 20%). */
export const progressPercent = (step: number) => Math.round(((step + 1) / STEP_COUNT) * 100);

type Props = {
  step: number;
  onBack: () => void;
  submitting: boolean;
};

/**
 * Back, progress and Next / 'Get My Results' at the foot of the form area. Before the page's script
 * runs both post the step to the page action (`intent` says which); then they act in the browser.
 */
export function WizardFooter({ step, onBack, submitting }: Props) {
  const percent = progressPercent(step);
  const last = step === STEP_COUNT - 1;
  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      <div className="mb-4 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Step ${step + 1} of ${STEP_COUNT}, ${percent}% complete`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <span className="text-sm font-medium text-muted" aria-hidden>
          {percent}%
        </span>
      </div>
      {/* Next comes first in the markup, so Enter in a field presses it (a form's first submit button is
          the one Enter uses); shown after Back, on the right. */}
      <div className="flex flex-row-reverse items-center justify-between gap-3">
        {last ? (
          <Button
            type="submit"
            name="intent"
            value="next"
            variant="accent"
            disabled={submitting}
            aria-busy={submitting || undefined}
          >
            {submitting ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                Getting Your Results...
              </>
            ) : (
              "Get My Results"
            )}
          </Button>
        ) : (
          <Button type="submit" name="intent" value="next">
            Next
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Button>
        )}
        <Button
          type="submit"
          name="intent"
          value="back"
          formNoValidate
          variant="outline"
          onClick={(e) => {
            e.preventDefault();
            onBack();
          }}
          disabled={step === 0 || submitting}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back
        </Button>
      </div>
    </div>
  );
}
