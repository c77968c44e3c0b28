import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { RANGE_PRESETS, type InsightsRange, type RangePreset } from "~/features/insights/range-schema";

type Props = {
  range: InsightsRange;
  preset: RangePreset | null;
  /** Other filters of the view (e.g. the answers' level and source), kept by the preset links. */
  keep?: Record<string, string | null | undefined>;
  /** Their fields, submitted with the custom range. */
  children?: ReactNode;
  idPrefix?: string;
};

/** Last 7, 30 or 90 days as links, or a custom range: all in the URL, so every view can be linked. */
export function RangePicker({ range, preset, keep = {}, children, idPrefix = "insights" }: Props) {
  const presetQuery = (days: number) => {
    const query = new URLSearchParams({ days: String(days) });
    for (const [name, value] of Object.entries(keep)) if (value) query.set(name, value);
    return `?${query}`;
  };
  return (
    <div className="flex flex-wrap items-end gap-4">
      <nav aria-label="Date range" className="flex gap-2">
        {RANGE_PRESETS.map((days) => (
          <Link
            key={days}
            to={presetQuery(days)}
            aria-current={preset === days ? "page" : undefined}
            className={buttonVariants({ variant: preset === days ? "default" : "outline", size: "sm" })}
          >
            Last {days} days
          </Link>
        ))}
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Custom range">
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-from`}>From</Label>
          <Input id={`${idPrefix}-from`} name="from" type="date" required defaultValue={range.from} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-to`}>To</Label>
          <Input id={`${idPrefix}-to`} name="to" type="date" required defaultValue={range.to} />
        </div>
        {children}
        <Button type="submit" size="sm" variant="outline">
          Show range
        </Button>
      </Form>
    </div>
  );
}
