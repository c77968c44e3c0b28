import { useId } from "react";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";

/** A labelled choice that narrows an admin list ("" = any), beside its search box. */
export function ListFilter(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
  anyLabel: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{props.label}</Label>
      <Select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.anyLabel}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}
