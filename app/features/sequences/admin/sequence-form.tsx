import { lazy, Suspense, useState } from "react";
import { useFetcher } from "react-router";
import type { ViewAnswer } from "~/admin/view-action";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { TRIGGER_KINDS, TRIGGER_LABELS, type StepData, type TriggerKind } from "../schema";
import { Choices, Select } from "~/components/ui/select";

// The post editor (Tiptap), fetched when a sequence is opened for writing: never in other views' bundles.
const RichTextEditor = lazy(() => import("~/features/blog/admin/editor/rich-text-editor"));

type Trigger = { kind: TriggerKind; level?: number; resourceId?: number };
export type SequenceFormValue = { name: string; active: boolean; trigger: Trigger; steps: StepData[] };

let nextKey = 0;
const keyed = (s: StepData) => ({ key: nextKey++, ...s });
const BLANK_STEP: StepData = { delayHours: 24, sendHour: null, subject: "", html: "" };

/**
 * A sequence's name, state, trigger and steps, posted as `intent` (create or save). Each step's body
 * is written in the post editor; `{{firstName}}`, and for assessment sequences `{{level}}` and
 * `{{levelTitle}}`, are put in for each person (product.md §10.12).
 */
export function SequenceForm(props: {
  intent: "create" | "save";
  value: SequenceFormValue;
  resources: { id: number; title: string }[];
  timeZone: string;
  submitLabel: string;
}) {
  const fetcher = useFetcher<ViewAnswer>();
  const [kind, setKind] = useState<TriggerKind>(props.value.trigger.kind);
  const [steps, setSteps] = useState(() => props.value.steps.map(keyed));
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;
  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.result?.error : undefined;
  const errorList = fieldErrors ? Object.entries(fieldErrors).flatMap(([, messages]) => messages ?? []) : [];
  const id = (name: string) => `${props.intent}-${name}`;
  const change = (i: number, part: Partial<StepData>) =>
    setSteps((all) => all.map((s, j) => (j === i ? { ...s, ...part } : s)));

  return (
    <fetcher.Form method="post" className="grid max-w-3xl gap-4">
      <input type="hidden" name="intent" value={props.intent} />
      <div className="grid gap-1">
        <Label htmlFor={id("name")}>Name</Label>
        <Input id={id("name")} name="name" defaultValue={props.value.name} required maxLength={200} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="active" defaultChecked={props.value.active} />
        Active (people are enrolled and sent its e-mails; turning it off ends every enrolment)
      </label>
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-1">
          <Label htmlFor={id("trigger")}>Trigger</Label>
          <Select
            id={id("trigger")}
            name="trigger.kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as TriggerKind)}
          >
            <Choices values={TRIGGER_KINDS} labels={TRIGGER_LABELS} />
          </Select>
        </div>
        {kind === "assessment" && (
          <div className="grid gap-1">
            <Label htmlFor={id("level")}>Recommended level</Label>
            <Select id={id("level")} name="trigger.level" defaultValue={props.value.trigger.level ?? ""}>
              <option value="">Any level</option>
              {[1, 2, 3].map((l) => (
                <option key={l} value={l}>
                  Level {l}
                </option>
              ))}
            </Select>
          </div>
        )}
        {kind === "resource-requested" && (
          <div className="grid gap-1">
            <Label htmlFor={id("resource")}>Resource</Label>
            <Select
              id={id("resource")}
              name="trigger.resourceId"
              defaultValue={props.value.trigger.resourceId ?? ""}
            >
              <option value="">Any resource</option>
              {props.resources.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.title}
                </option>
              ))}
            </Select>
          </div>
        )}
      </div>
      <p className="text-sm text-slate-700">
        In a subject or body, {"{{firstName}}"} is the person's first name
        {kind === "assessment" ? ", {{level}} and {{levelTitle}} their recommended level" : ""}.
      </p>
      <ol className="grid gap-6">
        {steps.map((step, i) => (
          <li key={step.key} className="rounded-lg border border-slate-200 p-4">
            <fieldset className="grid gap-3">
              <legend className="font-semibold">Step {i + 1}</legend>
              {/* The step kept across the save, wherever it moves (decision 0105); a new step has none. */}
              {step.id != null && <input type="hidden" name={`steps[${i}].id`} value={step.id} />}
              <input type="hidden" name={`steps[${i}].html`} value={step.html} />
              <div className="flex flex-wrap gap-4">
                <div className="grid w-48 gap-1">
                  <Label htmlFor={id(`delay-${step.key}`)}>
                    Hours after {i === 0 ? "the trigger" : "the previous step"}
                  </Label>
                  <Input
                    id={id(`delay-${step.key}`)}
                    name={`steps[${i}].delayHours`}
                    type="number"
                    min={0}
                    required
                    value={String(step.delayHours)}
                    onChange={(e) => change(i, { delayHours: Number(e.target.value) })}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={id(`hour-${step.key}`)}>Send at ({props.timeZone})</Label>
                  <Select
                    id={id(`hour-${step.key}`)}
                    name={`steps[${i}].sendHour`}
                    value={step.sendHour ?? ""}
                    onChange={(e) =>
                      change(i, { sendHour: e.target.value === "" ? null : Number(e.target.value) })
                    }
                  >
                    <option value="">Any hour</option>
                    {Array.from({ length: 24 }, (_, h) => (
                      <option key={h} value={h}>
                        {String(h).padStart(2, "0")}:00
                      </option>
                    ))}
                  </Select>
                </div>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={id(`subject-${step.key}`)}>Subject</Label>
                <Input
                  id={id(`subject-${step.key}`)}
                  name={`steps[${i}].subject`}
                  required
                  maxLength={200}
                  value={step.subject}
                  onChange={(e) => change(i, { subject: e.target.value })}
                />
              </div>
              <div className="grid gap-1">
                <span id={id(`body-${step.key}`)} className="text-sm font-medium">
                  Body
                </span>
                <Suspense fallback={<p className="text-sm">Loading the editor…</p>}>
                  <RichTextEditor
                    value={step.html}
                    onChange={(html) => change(i, { html })}
                    labelId={id(`body-${step.key}`)}
                  />
                </Suspense>
              </div>
              {steps.length > 1 && (
                <div>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
                  >
                    Remove step {i + 1}
                  </Button>
                </div>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => setSteps((all) => [...all, keyed(BLANK_STEP)])}
        >
          Add a step
        </Button>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving..." : props.submitLabel}
        </Button>
      </div>
      <div role="alert" className="text-sm text-red-700 empty:hidden">
        {error ? (
          <>
            {error}
            {errorList.length > 0 && (
              <ul className="list-disc pl-5">
                {errorList.map((m, i) => (
                  <li key={i}>{m}</li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
      {fetcher.data?.ok && props.intent === "save" ? (
        <p role="status" className="text-sm text-green-800">
          Sequence saved.
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export const NEW_SEQUENCE: SequenceFormValue = {
  name: "",
  active: false,
  trigger: { kind: "assessment" },
  steps: [BLANK_STEP],
};
