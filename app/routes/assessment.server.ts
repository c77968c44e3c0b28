import { data, href, redirect } from "react-router";
import type { Route } from "./+types/assessment";
import { resultPath } from "~/assessment/result-path";
import { requestContext } from "~/context";
import { assessmentForm } from "~/features/assessments/form.server";
import { UNREADABLE_FORM } from "~/schemas/parse-form";
import { processSubmission } from "~/forms/pipeline.server";
import { parseForm, typedValues } from "~/schemas/parse-form";
import { assessmentStepSchemas } from "~/features/assessments/schema";
import type { WizardActionData } from "~/features/assessments/wizard/action-data";
import { isRefused } from "~/utils/refusal";

const refuse = (step: number, answers: Record<string, unknown>, status: number, message: string) =>
  data<WizardActionData>(
    { step, data: answers, result: { status: "error", error: { "": [message] } } },
    { status },
  );

/** The earlier steps' answers, carried in the form as JSON; checked again in full at the end. */
function earlierAnswers(raw: FormDataEntryValue | null): Record<string, unknown> {
  if (typeof raw !== "string" || raw.length > 20_000) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * A wizard step's post, made before hydration or without JavaScript (once hydrated the steps move
 * in the browser and the last one posts to POST /api/assessment, its JSON twin). Each step is checked
 * with its own schema and the earlier answers travel in a hidden field; the last step's post is the
 * submission, taken through the form pipeline (rate limit, every answer checked again, honeypot,
 * save) like the JSON endpoint's, and shows the result.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return refuse(0, {}, 400, UNREADABLE_FORM);
  }
  const step = Number(formData.get("step"));
  const schema = assessmentStepSchemas[step];
  if (!Number.isInteger(step) || !schema) return refuse(0, {}, 400, "Error: Invalid step");
  const earlier = earlierAnswers(formData.get("answers"));
  const submission = parseForm(formData, schema);
  const typed = { ...earlier, ...typedValues(submission.payload, schema) };

  if (formData.get("intent") === "back") return { step: Math.max(0, step - 1), data: typed };
  if (submission.status !== "success") {
    return data<WizardActionData>({ step, data: typed, result: submission.reply() }, { status: 400 });
  }
  const answers = { ...earlier, ...submission.value };
  if (step < assessmentStepSchemas.length - 1) return { step: step + 1, data: answers };

  const website = formData.get("website");
  const outcome = await processSubmission(assessmentForm, {
    clientIp: context.get(requestContext).clientIp,
    check: async (all) => {
      const checked = all.safeParse({
        ...answers,
        website: typeof website === "string" ? website : undefined,
      });
      if (checked.success) return { kind: "checked", value: checked.data };
      // An earlier step's answers were changed on the way (they are checked on their own step).
      const formError = "Some earlier answers could not be accepted. Please check every step.";
      return { kind: "invalid", status: 400, formError, fields: {} };
    },
  });
  if (isRefused(outcome)) return refuse(step, answers, outcome.refused.status, outcome.refused.message);
  switch (outcome.kind) {
    case "accepted":
      return redirect(resultPath(outcome.data.id));
    case "discarded":
      // Told all went well (a redirect, as when stored), with nothing stored: a fresh wizard.
      return redirect(href("/assessment"));
    case "invalid":
      return refuse(0, answers, outcome.status, outcome.formError!);
  }
}
