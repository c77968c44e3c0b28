import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "~/features/people/lead-status-schema";
import { PERSON_SOURCES } from "~/features/people/schema";
import { Choices, Select } from "~/components/ui/select";

export type PeopleFilterValues = Partial<Record<"q" | "status" | "source" | "from" | "to", string>>;

/** The list's filters as a plain GET form: the URL holds them, so back, reload and links keep them. */
export function PeopleFilters({ values }: { values: PeopleFilterValues }) {
  return (
    <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" role="search">
      <div className="grid gap-1 lg:col-span-2">
        <Label htmlFor="people-q">Search name, e-mail or company</Label>
        <Input id="people-q" name="q" type="search" defaultValue={values.q} maxLength={200} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="people-status">Status</Label>
        <Select id="people-status" name="status" defaultValue={values.status ?? ""}>
          <option value="">Any status</option>
          <Choices values={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} />
        </Select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="people-source">Source form</Label>
        <Select id="people-source" name="source" defaultValue={values.source ?? ""}>
          <option value="">Any form</option>
          <Choices values={PERSON_SOURCES} />
        </Select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="people-from">First seen from</Label>
        <Input id="people-from" name="from" type="date" defaultValue={values.from} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="people-to">First seen to</Label>
        <Input id="people-to" name="to" type="date" defaultValue={values.to} />
      </div>
      <div className="flex gap-2 lg:col-span-6">
        <Button type="submit">Apply filters</Button>
      </div>
    </Form>
  );
}
