import type { people } from "~/db/schema";
import type { ListColumns, ListLabels } from "~/lists/columns";

/** A person as the People list and its CSV show them. */
export type PersonRow = Pick<
  typeof people.$inferSelect,
  | "id"
  | "email"
  | "name"
  | "company"
  | "role"
  | "status"
  | "sources"
  | "firstSeenAt"
  | "lastActivityAt"
  | "followUpAt"
>;

const field = <K extends Exclude<keyof PersonRow, "sources">>(key: K) => ({
  header: key,
  value: (p: PersonRow) => p[key],
});

export const peopleList: ListLabels = {
  title: "People",
  emptyMessage: "No people yet.",
  noMatchMessage: "No people match these filters.",
};

/**
 * GET /api/admin/people.csv's columns, headed by the fields' names as the JSON list names them (the
 * screen's columns are the view's: a link, the status badge, the next call).
 */
export const peopleCsvColumns: ListColumns<PersonRow> = {
  columns: [
    field("id"),
    field("email"),
    field("name"),
    field("company"),
    field("role"),
    field("status"),
    { header: "sources", value: (p) => p.sources.join(" ") },
    field("firstSeenAt"),
    field("lastActivityAt"),
    field("followUpAt"),
  ],
  exportColumns: [],
};
